import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * Profile picture (spec section 7: POST and DELETE /usuario/{id}/{type}/imagem). `{type}` names which picture of the
 * client account: `perfil`, the one shown in the header, chat and on the member card.
 */
export const PROFILE_IMAGE_TYPES = ['perfil'] as const;

export const ZProfileImageParams = z.strictObject({ id: ZId, type: z.enum(PROFILE_IMAGE_TYPES, { error: 'validation.invalid' }) });

/** The multipart form's text fields: none (the `imagem` file part is added by the route). */
export const ZProfileImageBody = z.strictObject({});
