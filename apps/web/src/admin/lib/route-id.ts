/** A route's `:id` as a row id (a positive int4, as the contract's ZId), else undefined: such an id asks nothing. */
export function routeId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
