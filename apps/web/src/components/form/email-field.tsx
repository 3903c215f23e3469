import type { ReactNode } from 'react';
import { FormText } from './form-text.tsx';

export interface EmailFieldProps {
  /** The form's field (validated with the contract's zEmail); `email` unless told. */
  name?: string;
  label: ReactNode;
  /** `username` on a login form (password managers pair it with the password), else `email`. */
  autoComplete?: 'email' | 'username';
  hint?: ReactNode;
}

/** The required e-mail input of every form: e-mail keyboard, autofill, bound to the surrounding form. */
export function EmailField({ name = 'email', label, autoComplete = 'email', hint }: EmailFieldProps) {
  return <FormText name={name} label={label} hint={hint} type="email" autoComplete={autoComplete} inputMode="email" required />;
}
