import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a server answer's field errors (`{ fields: { path: message } }`, already translated) on the form's own
 * fields, focusing the first. Returns true when the error had field errors and every one of them landed on a field
 * the form shows (`isField`); otherwise the caller shows the message as a form-level alert, so nothing is lost.
 * `isField` may instead name the form's field for a server path (`'ach.numeroConta'` -> `'numeroConta'`).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean | string,
): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let allMapped = true;
  let first = true;
  for (const [path, message] of Object.entries(err.fields)) {
    const field = isField(path);
    if (field === false || field === '') {
      allMapped = false;
      continue;
    }
    setError((field === true ? path : field) as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return allMapped;
}
