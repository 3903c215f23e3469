import { describe, expect, it } from 'vitest';
import { ConnectionCaps } from './connection-caps.ts';

describe('connection caps', () => {
  it('admits up to max per key, counts a release once, and forgets a key with nothing open', () => {
    const caps = new ConnectionCaps(2);
    const first = caps.acquire('1.2.3.4')!;
    expect(caps.acquire('1.2.3.4')).toBeDefined();
    expect(caps.acquire('1.2.3.4')).toBeUndefined();
    expect(caps.acquire('5.6.7.8')).toBeDefined();
    first();
    first();
    expect(caps.count('1.2.3.4')).toBe(1);
    expect(caps.acquire('1.2.3.4')).toBeDefined();
    expect(caps.acquire('1.2.3.4')).toBeUndefined();
  });
});
