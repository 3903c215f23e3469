import { matchesPassword, zPassword, zPasswordConfirmation } from '@congrega/contract/validators';
import { z } from 'zod';

/** New password + confirmation (reset and change password): the contract's policy, then equality. */
export const ZNewPassword = z
  .object({
    senha: zPassword,
    confirmarSenha: zPasswordConfirmation,
  })
  .refine(...matchesPassword('senha'));
export type NewPasswordValues = z.input<typeof ZNewPassword>;
