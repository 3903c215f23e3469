import { describe, expect, it } from 'vitest';
import { switchTarget } from './switch-church.ts';

describe('switchTarget', () => {
  const result = { url: 'http://videira-norte.localhost:3000/', codigo: 'real-code' };

  it('lands on the notification’s path with its query, carrying the church’s one-time code', () => {
    const target = new URL(switchTarget(result, '/event/12?tab=tickets'));
    expect([target.host, target.pathname]).toEqual(['videira-norte.localhost:3000', '/event/12']);
    expect(Object.fromEntries(target.searchParams)).toEqual({ token: 'real-code', tab: 'tickets' });
  });

  it('never lets a forged path replace the code (someone else’s session there)', () => {
    const target = new URL(switchTarget(result, '/?token=attacker-code&x=1'));
    expect(target.searchParams.getAll('token')).toEqual(['real-code']);
    expect(target.searchParams.get('x')).toBe('1');
  });
});
