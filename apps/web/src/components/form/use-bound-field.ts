import type { ReactNode } from 'react';
import { get, useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { revalidateIfTouched, useFieldErrorText } from '../../lib/zod-form-resolver.ts';

/**
 * What every form-bound field takes: the shell's labelled field (components/ui/field.tsx) registered by name on the
 * surrounding React Hook Form (FormProvider), showing the field's first error translated into the current language.
 */
export interface BoundProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Fields re-checked when this one changes, once they were touched (a password's confirmation). */
  deps?: string[];
}

/** The field's `register` props and its error text, from the FormProvider around it. */
export function useBoundField<T extends FieldValues>({ name, deps }: Pick<BoundProps, 'name' | 'deps'>) {
  const form = useFormContext<T>();
  const errorText = useFieldErrorText();
  const options: RegisterOptions<T, Path<T>> = deps ? { onChange: revalidateIfTouched(form, deps as Path<T>[]) } : {};
  return { registered: form.register(name as Path<T>, options), error: errorText(get(form.formState.errors, name)) };
}
