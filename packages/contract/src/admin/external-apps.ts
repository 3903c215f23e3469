import { z } from 'zod';
import { MODULE_CODES } from '../church.ts';
import { EXTERNAL_APP_NAMES, EXTERNAL_APP_SECRET_MIN } from '../external-apps.ts';
import { zHttpsAddress as zHttpsAddressOf, zText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * The church's external applications in the staff console (issue 30, church settings; spec section 2: the two apps of
 * /third-parts/{voluts|mykids}, table `igreja_app_externo`): for each, the address the member is handed over to and
 * the secret shared with that app that signs the hand-off (write-only: never answered, shown or audited). Whether the
 * member sees the app is its module (MOD_VOLUTS, MOD_MYKIDS: the settings' modules) and its menu entry (the menu).
 */

/** The longest address or secret kept. */
export const EXTERNAL_APP_URL_MAX = 500;
export const EXTERNAL_APP_SECRET_MAX = 500;

/** An https address without credentials (the hand-off code travels in its fragment). */
const zHttpsAddress = zHttpsAddressOf(EXTERNAL_APP_URL_MAX);

export const ZExternalAppAdminParams = z.strictObject({
  church: zChurchSlug,
  app: z.enum(EXTERNAL_APP_NAMES, { error: 'validation.invalid' }),
});

/**
 * PUT /admin/:church/settings/external-apps/:app: the address, and the shared secret (at least EXTERNAL_APP_SECRET_MIN
 * characters: every member holds a hand-off signed with it). Left out, the stored secret stays; the first set-up needs
 * one (400 on `segredo`).
 */
export const ZExternalAppBody = z
  .strictObject({
    url: zHttpsAddress,
    segredo: zText()
      .min(EXTERNAL_APP_SECRET_MIN, 'validation.secretLength')
      .max(EXTERNAL_APP_SECRET_MAX, 'validation.maxLength')
      .optional(),
  })
  .meta({ id: 'AdminExternalAppBody' });
export type TExternalAppBody = z.input<typeof ZExternalAppBody>;

export const ZAdminExternalApp = z
  .object({
    app: z.enum(EXTERNAL_APP_NAMES),
    codigo: z.enum(MODULE_CODES),
    /** The church has the app's module on (members see /third-parts/{app}). */
    moduloAtivo: z.boolean(),
    url: z.string().nullable(),
    segredoDefinido: z.boolean(),
    /** The hand-off works: an https address and a strong enough secret are stored. */
    configurado: z.boolean(),
  })
  .meta({ id: 'AdminExternalApp' });
export type TAdminExternalApp = z.infer<typeof ZAdminExternalApp>;

export const ZAdminExternalAppList = z.object({ itens: z.array(ZAdminExternalApp) }).meta({ id: 'AdminExternalAppList' });
export type TAdminExternalAppList = z.infer<typeof ZAdminExternalAppList>;
