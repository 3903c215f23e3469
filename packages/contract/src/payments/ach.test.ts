import { describe, expect, it } from 'vitest';
import { abaRoutingValid, achAccountNumberValid } from './ach.ts';

describe('abaRoutingValid', () => {
  it.each(['011000015', '021000021', '011401533', '091000019', '111000025', '322271627', '026009593'])(
    'accepts the real routing number %s',
    (routing) => {
      expect(abaRoutingValid(routing)).toBe(true);
    },
  );
  it('refuses a wrong check digit in any position', () => {
    const valid = '021000021';
    for (let i = 0; i < 9; i++) {
      const digit = Number(valid[i]);
      const changed = valid.slice(0, i) + ((digit + 1) % 10) + valid.slice(i + 1);
      expect(abaRoutingValid(changed), changed).toBe(false);
    }
  });
  it.each(['000000000', '02100002', '0210000210', '02100002a', ' 021000021', '021-000-021', ''])('refuses %j', (routing) => {
    expect(abaRoutingValid(routing)).toBe(false);
  });
});

describe('achAccountNumberValid', () => {
  it('accepts 4 to 17 digits', () => {
    expect(achAccountNumberValid('1234')).toBe(true);
    expect(achAccountNumberValid('000123456789')).toBe(true);
    expect(achAccountNumberValid('1'.repeat(17))).toBe(true);
  });
  it.each(['123', '1'.repeat(18), '1234-5678', '12 34', 'abcd', ''])('refuses %j', (account) => {
    expect(achAccountNumberValid(account)).toBe(false);
  });
});
