import { describe, expect, it } from 'vitest';
import { parseRange, signMediaToken, verifyMediaToken } from './play-media.ts';

describe('Play media: Range header parsing (RFC 9110 section 14)', () => {
  const size = 1000;

  it('serves one satisfiable range, clamped to the file', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', size)).toEqual({ start: 990, end: 999 });
  });

  it('answers 416 for a range wholly beyond the file or an empty suffix', () => {
    expect(parseRange(`bytes=${size}-`, size)).toBe('unsatisfiable');
    expect(parseRange('bytes=99999999999999999999999-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', size)).toBe('unsatisfiable');
  });

  it('ignores (whole file) a header that is not one valid range: multiple ranges, last before first, junk', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=0-1,5-9', 'bytes=0-1, bytes=2-3', 'items=0-1', 'bytes=1e3-', 'bytes=-1-2'])
      expect(parseRange(header, size)).toBeUndefined();
    expect(parseRange('bytes=50-10', size)).toBeUndefined();
  });
});

describe('Play media: signed link tokens', () => {
  const secret = 'test-secret';
  const now = new Date('2026-01-01T00:00:00Z');
  const exp = now.getTime() / 1000 + 60;

  it('verifies for its church only, and refuses a widened kind or expiry', () => {
    const token = signMediaToken(secret, 1, 7, 'v', exp);
    expect(verifyMediaToken(secret, 1, token, now)).toEqual({ contentId: 7, kind: 'v' });
    expect(() => verifyMediaToken(secret, 2, token, now)).toThrow();
    expect(() => verifyMediaToken(secret, 1, token.replace('.v.', '.c.'), now)).toThrow();
    expect(() => verifyMediaToken(secret, 1, token.replace(`.${exp}.`, `.${exp + 3600}.`), now)).toThrow();
    expect(() => verifyMediaToken(secret, 1, `${token}\u0000`, now)).toThrow();
    expect(() => verifyMediaToken(secret, 1, token, new Date((exp + 1) * 1000))).toThrow();
  });
});
