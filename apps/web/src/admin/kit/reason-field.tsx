import type { ReactNode } from 'react';
import { Field } from '../../components/ui/field.tsx';

/**
 * A required text of a confirmation dialog (why a registration or an event is cancelled, how money went back): a
 * labelled textarea held in the dialog's own state, its "say why" error shown once confirming found it blank.
 */
export function ReasonField({
  label,
  hint,
  error,
  value,
  onChange,
  maxLength,
  required = true,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
}) {
  return (
    <Field label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <textarea {...control} className="input" rows={2} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
