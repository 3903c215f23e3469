import { zPassword } from '@congrega/contract/validators';
import { z } from 'zod';

/** New password + confirmation (reset and change password): the contract's policy, then equality. */
export const ZNewPassword = z
  .object({
    senha: zPassword,
    confirmarSenha: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  })
  .refine((v) => v.senha === v.confirmarSenha, {
    path: ['confirmarSenha'],
    message: 'validation.confirmPassword',
    // Checked even while the password itself breaks the policy, so each field shows its own problem.
    when: (payload) => typeof (payload.value as { confirmarSenha?: unknown }).confirmarSenha === 'string',
  });
export type NewPasswordValues = z.input<typeof ZNewPassword>;
