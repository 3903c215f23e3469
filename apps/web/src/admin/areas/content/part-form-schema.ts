import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/**
 * The contract's body of a part behind a form of strings: `blanks` left blank are sent as null, `numbers` typed
 * are sent as numbers (blank: absent, the contract's default), so the form validates exactly the body it sends.
 */
export function partFormSchema<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  { blanks = [], numbers = [] }: { blanks?: readonly string[]; numbers?: readonly string[] },
) {
  return z.preprocess((values) => {
    const copy = { ...(values as Record<string, unknown>) };
    const isBlank = (key: string) => typeof copy[key] === 'string' && !(copy[key] as string).trim();
    for (const key of blanks) if (isBlank(key)) copy[key] = null;
    for (const key of numbers) copy[key] = isBlank(key) ? undefined : Number(copy[key]);
    return copy;
  }, schema) as unknown as z.ZodType<z.output<S>, Record<string, string>>;
}

/** A stored value as its input's string. */
export const inputOf = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
