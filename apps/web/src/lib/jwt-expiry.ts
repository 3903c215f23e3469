/** `exp` (seconds) of a JWT, read without verifying: only used to time the refresh. */
export function tokenExpiry(jwt: string): number | undefined {
  try {
    const payload = jwt.split('.')[1];
    if (!payload) return undefined;
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const exp: unknown = JSON.parse(atob(base64)).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

export function isExpired(jwt: string): boolean {
  const exp = tokenExpiry(jwt);
  return exp === undefined || exp * 1000 <= Date.now();
}
