import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './redirects.ts';

const ADMIN = 'https://admin.congrega.app/pt/videira';

describe('redirect routes', () => {
  it('keeps the query string when asked', () => {
    expect(resolveRedirect({ to: '/access', keepQuery: true }, { pathname: '/login', search: '?redirectTo=%2Fuser' }, ADMIN)).toEqual({
      internal: '/access?redirectTo=%2Fuser',
    });
    expect(resolveRedirect({ to: '/user/data' }, { pathname: '/user/update', search: '?x=1' }, ADMIN)).toEqual({ internal: '/user/data' });
  });

  it('treats a redirect onto itself as a missing page instead of looping', () => {
    expect(resolveRedirect({ to: '/play' }, { pathname: '/play', search: '' }, ADMIN)).toEqual({ notFound: true });
    expect(resolveRedirect({ to: '/play' }, { pathname: '/play/x', search: '' }, ADMIN)).toEqual({ internal: '/play' });
  });

  it('sends admin paths to the church admin site, the recover variant with its path', () => {
    expect(resolveRedirect({ external: 'admin' }, { pathname: '/admin', search: '' }, ADMIN)).toEqual({ external: ADMIN });
    expect(resolveRedirect({ external: 'admin', suffix: '/recover-password' }, { pathname: '/admin', search: '' }, `${ADMIN}/`)).toEqual({
      external: `${ADMIN}/recover-password`,
    });
  });
});
