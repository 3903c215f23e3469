import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { get, useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { revalidateIfTouched, useFieldErrorText } from '../../../lib/zod-form-resolver.ts';

/**
 * The shell's labelled field wrappers bound to the surrounding React Hook Form (FormProvider): registered
 * by name, showing the field's first error translated into the current language.
 */
interface BoundProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Fields re-checked when this one changes, once they were touched (a password's confirmation). */
  deps?: string[];
}

function useBound<T extends FieldValues>({ name, deps }: Pick<BoundProps, 'name' | 'deps'>) {
  const form = useFormContext<T>();
  const errorText = useFieldErrorText();
  const options: RegisterOptions<T, Path<T>> = deps ? { onChange: revalidateIfTouched(form, deps as Path<T>[]) } : {};
  return { registered: form.register(name as Path<T>, options), error: errorText(get(form.formState.errors, name)) };
}

export function FormText({
  name,
  label,
  hint,
  required,
  deps,
  ...input
}: BoundProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { registered, error } = useBound({ name, deps });
  return <TextField label={label} hint={hint} required={required} error={error} {...input} {...registered} />;
}

export function FormTextArea({
  name,
  label,
  hint,
  required,
  ...area
}: BoundProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { registered, error } = useBound({ name });
  return <TextAreaField label={label} hint={hint} required={required} error={error} rows={3} {...area} {...registered} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

export function FormSelect({
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  ...select
}: BoundProps & { options: SelectOption[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const { registered, error } = useBound({ name });
  return (
    <SelectField label={label} hint={hint} required={required} error={error} {...select} {...registered}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Keeps a stored value selectable even when the reference list no longer has it (or failed to load). */
export function withCurrent(options: SelectOption[], current: string | null | undefined): SelectOption[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: current }];
}
