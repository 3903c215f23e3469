import { describe, expect, it } from 'vitest';
import { MAX_ID, ZId } from './common.ts';
import { zDateTime, zOptionalText, zRequiredText, zText } from './validators.ts';

/**
 * The shared helpers every schema builds on refuse what PostgreSQL would turn into a 500 (issue: input that
 * crashes instead of answering 400): NUL and other control characters in text, ids above the int4 columns,
 * year 0 in a date-time.
 */
describe('shared input guards of the contract', () => {
  const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.success ? undefined : result.error!.issues[0]!.message;

  it.each([
    ['a NUL byte', 'Pela\u0000 família'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'x\u007f'],
  ])('text with %s is refused with validation.invalidCharacters', (_, value) => {
    for (const schema of [zText(), zRequiredText(), zOptionalText()]) {
      expect(message(schema.safeParse(value))).toBe('validation.invalidCharacters');
    }
  });

  it('text keeps tabs, line breaks and any letter or emoji', () => {
    expect(zRequiredText(100).parse('  Linha 1\n\tLinha 2\r\nçãé 🙏  ')).toBe('Linha 1\n\tLinha 2\r\nçãé 🙏');
  });

  it.each([
    [MAX_ID + 1, 'validation.invalid'],
    ['99999999999999999999', 'validation.integer'],
    [0, 'validation.invalid'],
    [-1, 'validation.invalid'],
    [1.5, 'validation.integer'],
    ['abc', 'validation.integer'],
  ])('id %s is refused with %s', (value, expected) => {
    expect(message(ZId.safeParse(value))).toBe(expected);
  });

  it('ids up to the int4 maximum pass, from text or number', () => {
    expect(ZId.parse(String(MAX_ID))).toBe(MAX_ID);
    expect(ZId.parse(1)).toBe(1);
  });

  it.each(['0000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-11-25', 'tomorrow'])(
    'date-time %s is refused with validation.dateFormat',
    (value) => {
      expect(message(zDateTime().safeParse(value))).toBe('validation.dateFormat');
    },
  );

  it('date-times of years 1 to 9999 with an offset pass', () => {
    for (const value of ['0001-01-01T00:00:00Z', '2026-11-25T10:30:00-03:00', '9999-12-31T23:59:59Z']) {
      expect(zDateTime().safeParse(value).success).toBe(true);
    }
  });
});
