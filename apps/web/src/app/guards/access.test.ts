import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../route-meta.ts';
import { decideAccess, type GuardContext } from './access.ts';

const church = (modules: string[]) => (code: string) => modules.includes(code);
const ctx = (status: GuardContext['status'], modules: string[] = ['MOD_MURAL_ORACAO'], path = '/prayer/new?x=1'): GuardContext => ({
  status,
  hasModule: church(modules),
  path,
});
const meta = (access: RouteMeta['access'], module?: RouteMeta['module']) => ({ access, module });

describe('route guard', () => {
  it('lets anyone open public routes', () => {
    for (const status of ['starting', 'guest', 'member'] as const)
      expect(decideAccess(meta('public'), ctx(status))).toEqual({ kind: 'allow' });
  });

  it('sends guests on member routes to access with redirectTo = path and query', () => {
    expect(decideAccess(meta('member'), ctx('guest'))).toEqual({ kind: 'redirect', to: '/access?redirectTo=%2Fprayer%2Fnew%3Fx%3D1' });
    expect(decideAccess(meta('member'), ctx('member'))).toEqual({ kind: 'allow' });
  });

  it('sends members on visitor-only routes home', () => {
    expect(decideAccess(meta('visitor'), ctx('member'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(meta('visitor'), ctx('guest'))).toEqual({ kind: 'allow' });
  });

  it('waits for auto login only when the answer depends on it', () => {
    expect(decideAccess(meta('member'), ctx('starting'))).toEqual({ kind: 'wait' });
    expect(decideAccess(meta('visitor'), ctx('starting'))).toEqual({ kind: 'wait' });
    expect(decideAccess(meta('public', 'MOD_MURAL_ORACAO'), ctx('starting'))).toEqual({ kind: 'allow' });
  });

  it('sends a route whose module the church lacks to church home, whoever asks', () => {
    for (const status of ['starting', 'guest', 'member'] as const) {
      expect(decideAccess(meta('public', 'MOD_MURAL_ORACAO'), ctx(status, ['MOD_CULTO']))).toEqual({ kind: 'redirect', to: '/' });
      expect(decideAccess(meta('member', 'MOD_MURAL_ORACAO'), ctx(status, []))).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('checks the module by its code', () => {
    expect(decideAccess(meta('public', 'MOD_EVENTO'), ctx('guest', ['MOD_EVENTO']))).toEqual({ kind: 'allow' });
    expect(decideAccess(meta('public', 'MOD_EVENTO'), ctx('guest', ['MOD_EVENTOS']))).toEqual({ kind: 'redirect', to: '/' });
  });
});
