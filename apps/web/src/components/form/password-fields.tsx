import type { ReactNode } from 'react';
import { FormText } from './form-text.tsx';

/** Where the contract's matchesPassword() reports "passwords must match". */
export const PASSWORD_CONFIRMATION_FIELD = 'confirmarSenha';

export interface PasswordFieldsProps {
  /** The new password's field (`senha` unless told); its confirmation is always `confirmarSenha`. */
  name?: string;
  label: ReactNode;
  confirmLabel: ReactNode;
  /** The password policy, under the first field. */
  hint?: ReactNode;
}

/**
 * A new password and its confirmation, bound to the surrounding form. The rules and messages are the contract's
 * (zPassword, zPasswordConfirmation, `.refine(...matchesPassword(name))` in the form's schema); changing the
 * password re-checks a confirmation already left, so "passwords must match" comes and goes as the user types.
 */
export function PasswordFields({ name = 'senha', label, confirmLabel, hint }: PasswordFieldsProps) {
  return (
    <>
      <FormText
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={hint}
        required
        deps={[PASSWORD_CONFIRMATION_FIELD]}
      />
      <FormText name={PASSWORD_CONFIRMATION_FIELD} label={confirmLabel} type="password" autoComplete="new-password" required />
    </>
  );
}
