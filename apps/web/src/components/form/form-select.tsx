import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '../ui/field.tsx';
import { useBoundField, type BoundProps } from './use-bound-field.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select bound to the surrounding form by `name`; `placeholder` is the empty first option. */
export function FormSelect({
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  ...select
}: BoundProps & { options: SelectOption[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const { registered, error } = useBoundField({ name });
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
