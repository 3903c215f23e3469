import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { useBoundField, type BoundProps } from './use-bound-field.ts';

/** A text input bound to the surrounding form by `name` (any input type: text, tel, number, password...). */
export function FormText({
  name,
  label,
  hint,
  required,
  deps,
  ...input
}: BoundProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { registered, error } = useBoundField({ name, deps });
  return <TextField label={label} hint={hint} required={required} error={error} {...input} {...registered} />;
}

/** A textarea (three rows unless told) bound to the surrounding form by `name`. */
export function FormTextArea({
  name,
  label,
  hint,
  required,
  ...area
}: BoundProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { registered, error } = useBoundField({ name });
  return <TextAreaField label={label} hint={hint} required={required} error={error} rows={3} {...area} {...registered} />;
}
