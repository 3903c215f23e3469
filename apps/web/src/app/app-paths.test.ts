import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAvailableLink } from '../lib/app-paths.ts';
import { isRedirectRoute } from './route-meta.ts';
import { routes } from './routes.tsx';

describe('the screens menus may link to', () => {
  it('are exactly the screens of the route table, with their modules', () => {
    const screens = Object.fromEntries(
      routes.filter((r) => !isRedirectRoute(r) && r.path !== '*').map((r) => [r.path, isRedirectRoute(r) ? null : (r.meta.module ?? null)]),
    );
    expect(APP_PATHS).toEqual(screens);
  });

  it('accepts existing screens whose module is on, nothing else', () => {
    const on = (modules: string[]) => (code: string) => modules.includes(code);
    expect(isAvailableLink('/about', on([]))).toBe(true);
    expect(isAvailableLink('/prayer?page=2#top', on(['MOD_MURAL_ORACAO']))).toBe(true);
    expect(isAvailableLink('/prayer/', on(['MOD_MURAL_ORACAO']))).toBe(true);
    expect(isAvailableLink('/prayer', on([]))).toBe(false);
    expect(isAvailableLink('/user/notes/12', on([]))).toBe(true);
    expect(isAvailableLink('/events', on(['MOD_EVENTO']))).toBe(false);
    expect(isAvailableLink('/give', on(['MOD_DOACAO']))).toBe(true);
    expect(isAvailableLink('/give', on([]))).toBe(false);
    expect(isAvailableLink('/doacoes', on(['MOD_DOACAO']))).toBe(false);
  });
});
