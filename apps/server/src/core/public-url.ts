/**
 * The public base URL of a church's web app (links in e-mails, church switch), from PUBLIC_URL with
 * {church} replaced by the slug. No trailing slash.
 */
export function churchPublicUrl(pattern: string, slug: string): string {
  return pattern.replaceAll('{church}', encodeURIComponent(slug)).replace(/\/+$/, '');
}
