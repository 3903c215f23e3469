import { describe, expect, it } from 'vitest';
import { InvalidRouteParamError, isNumericParam, parseRouteParams } from './params.ts';

describe('route params', () => {
  it('converts numeric ids to numbers', () => {
    expect(parseRouteParams({ eventId: '42', ticketId: '7', id: '3' })).toEqual({ eventId: 42, ticketId: 7, id: 3 });
  });

  it('keeps prayer id, EBD slug, publication slug, video id and plan UUID as strings', () => {
    const params = { prayerId: '12', ebdSlug: 'licao-1', publicationSlug: 'boletim', videoId: 'dQw4w9WgXcQ', planUUID: '0b6f-11' };
    expect(parseRouteParams(params)).toEqual(params);
    expect(typeof parseRouteParams({ prayerId: '12' }).prayerId).toBe('string');
  });

  it('keeps other params (codes, app names, splats) as strings and skips the splat', () => {
    expect(parseRouteParams({ paymentCode: 'ABC123', app: 'voluts', '*': 'x/y' })).toEqual({ paymentCode: 'ABC123', app: 'voluts' });
  });

  it('refuses numeric ids that are not positive integers', () => {
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', ' 1', '01', '99999999999999999', '']) {
      expect(() => parseRouteParams({ eventId: bad }), bad).toThrow(InvalidRouteParamError);
    }
  });

  it('knows which params are numeric', () => {
    expect(isNumericParam('celulaId')).toBe(true);
    expect(isNumericParam('id')).toBe(true);
    expect(isNumericParam('videoId')).toBe(false);
    expect(isNumericParam('paymentCode')).toBe(false);
  });
});
