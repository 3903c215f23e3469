import { describe, expect, it } from 'vitest';
import { redirectSearch, safeRedirectPath } from './redirect-to.ts';

describe('safeRedirectPath', () => {
  it('follows paths of this app', () => {
    expect(safeRedirectPath('/user')).toBe('/user');
    expect(safeRedirectPath('/event/5?buyingStep=2')).toBe('/event/5?buyingStep=2');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/access',
    '/access/login',
    '/access?x=1',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('keeps paths that only start like access', () => {
    expect(safeRedirectPath('/accessibility')).toBe('/accessibility');
  });
});

describe('redirectSearch', () => {
  it('encodes the destination and drops unsafe ones', () => {
    expect(redirectSearch('/event/5?x=1')).toBe('?redirectTo=%2Fevent%2F5%3Fx%3D1');
    expect(redirectSearch('https://evil.example')).toBe('');
    expect(redirectSearch(null)).toBe('');
  });
});
