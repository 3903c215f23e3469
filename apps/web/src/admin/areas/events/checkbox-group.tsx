import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';

/**
 * A list of choices of a console form (the body's array of codes): one checkbox per option, all registered by the
 * same name, so the form's value is the array of those checked; its legend names it and its error is announced.
 */
export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
}) {
  const form = useFormContext();
  const errorText = useFieldErrorText();
  const id = useId();
  const error = errorText(get(form.formState.errors, name));
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="check-grid event-checks" aria-describedby={described}>
      <legend className="field-label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input type="checkbox" value={option.value} aria-invalid={error ? true : undefined} {...form.register(name)} />
          {option.label}
        </label>
      ))}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
