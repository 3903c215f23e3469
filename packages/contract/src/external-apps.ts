import { z } from 'zod';

/**
 * External applications (spec section 2, /third-parts/{app}, login required): each gated by its module. The church
 * records the address to open; the member is handed over with a short-lived signed code.
 */
export const EXTERNAL_APPS = { voluts: 'MOD_VOLUTS', mykids: 'MOD_MYKIDS' } as const;
export type TExternalApp = keyof typeof EXTERNAL_APPS;
export const EXTERNAL_APP_NAMES = Object.keys(EXTERNAL_APPS) as TExternalApp[];

/** Display names of the apps (brands: the same in every language). */
export const EXTERNAL_APP_LABELS: Record<TExternalApp, string> = { voluts: 'Voluts', mykids: 'MyKids' };

/**
 * The shortest shared secret a hand-off is signed with, in bytes (a character is at least one): HS256 keys at least
 * as long as the hash (RFC 7518 section 3.2), since every member holds a hand-off signed with it and a short one could
 * be found offline and used to sign hand-offs naming anyone.
 */
export const EXTERNAL_APP_SECRET_MIN = 32;

/** Seconds the hand-off code stays valid: enough to load the other app, too short to be worth stealing. */
export const EXTERNAL_HANDOFF_SECONDS = 120;

export const ZExternalAppParams = z.strictObject({ app: z.enum(EXTERNAL_APP_NAMES, { error: 'validation.invalid' }) });

/**
 * Where to send the browser: the app's address with the hand-off in the fragment (`#congrega_token=<JWT>`), which a
 * browser never sends to any server, so it stays out of logs. The JWT (HS256, signed with the secret the church
 * shares with that app) names the client account (`sub`) and church (`igreja`), audience `external-app:<app>`.
 */
export const ZExternalAppHandoff = z
  .discriminatedUnion('configurado', [
    z.object({ configurado: z.literal(true), url: z.string(), expiraEm: z.string() }),
    // The church has not set the app up: a state of the church the page explains, not a missing resource (a 404
    // here put an error in the member's browser console on every visit).
    z.object({ configurado: z.literal(false) }),
  ])
  .meta({ id: 'ExternalAppHandoff' });
export type TExternalAppHandoff = z.infer<typeof ZExternalAppHandoff>;
