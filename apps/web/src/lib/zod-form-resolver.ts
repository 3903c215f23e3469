import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from './i18n/use-translation.ts';

/**
 * React Hook Form resolver for the contract's zod schemas. Issues carry message keys (`validation.*`);
 * they are kept as keys (with their parameters) and translated when rendered, so a language switch
 * re-renders the messages already on screen. Only the first failing rule of a field is reported
 * (spec: stop at the first failing rule).
 */

const PARAM_SEPARATOR = '|';

function issueParams(issue: z.core.$ZodIssue): Record<string, number> | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return undefined;
}

function encodeMessage(issue: z.core.$ZodIssue): string {
  const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  const params = issueParams(issue);
  return params ? `${key}${PARAM_SEPARATOR}${JSON.stringify(params)}` : key;
}

/** Splits a field error message into a `contract` namespace key and parameters, or a ready text. */
export function decodeFieldMessage(
  message: string | undefined,
): { key: string; params: Record<string, unknown> } | { text: string } | null {
  if (!message) return null;
  if (!message.startsWith('validation.')) return { text: message }; // server `fields`: already translated
  const [key = message, raw] = message.split(PARAM_SEPARATOR);
  let params: Record<string, unknown> = {};
  try {
    if (raw) params = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    params = {};
  }
  return { key, params };
}

export function zodFormResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as z.output<S>, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      if (!(path in flat)) flat[path] = { type: issue.code, message: encodeMessage(issue) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** Turns a field error (message key, or a server message already translated) into the text to show. */
export function useFieldErrorText(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation('contract');
  return (error) => {
    const decoded = decodeFieldMessage(error?.message);
    if (!decoded) return undefined;
    return 'text' in decoded ? decoded.text : t(decoded.key, decoded.params);
  };
}

/**
 * Validation timing of every form (spec section 5: on blur and on change, stop at the first failing rule).
 * A field is checked when first left, then on each change, so fixing a value clears its message at once.
 * (With plain onBlur the message would go only when the field is left, which happens on the mousedown of
 * the submit button: the layout moves under the pointer and the click is lost.)
 */
export const FORM_VALIDATION = { mode: 'onTouched', reValidateMode: 'onChange', criteriaMode: 'firstError' } as const;

/**
 * onChange handler for a field others depend on (a password and its confirmation): re-checks those that
 * were already touched, without flagging a confirmation the user has not reached yet.
 */
export function revalidateIfTouched<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getFieldState' | 'trigger'>, names: Path<T>[]) {
  return () => {
    const touched = names.filter((name) => form.getFieldState(name).isTouched);
    if (touched.length) void form.trigger(touched);
  };
}
