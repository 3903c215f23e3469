import type { TPrayer, TPrayerWall } from '@congrega/contract/prayer';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_ID, resetFirstPaintForTests } from '../../../lib/first-paint.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { PrayerScope } from '../lib/prayer-scope.ts';
import { flattenWall, nextWallPage, seedDrawnWall } from './get-prayer-wall.ts';
import { prayerKeys } from './prayer-keys.ts';

const prayer = (id: string): TPrayer => ({
  id,
  nome: 'Ana',
  mensagem: 'Oração',
  imagem: null,
  idOracaoMotivo: null,
  motivo: null,
  quantidadeOracoes: 0,
  quantidadeMensagens: 0,
  dataCadastro: '2025-01-01T12:00:00.000Z',
  meu: false,
  respondida: false,
});
const page = (n: number, ids: string[], total: number): TPrayerWall => ({ oracoes: ids.map(prayer), page: n, limit: 2, total });

describe('prayer wall paging', () => {
  it('asks for the next page while items remain', () => {
    expect(nextWallPage(page(1, ['a', 'b'], 5))).toBe(2);
    expect(nextWallPage(page(2, ['c', 'd'], 5))).toBe(3);
  });

  it('stops at the last page', () => {
    expect(nextWallPage(page(3, ['e'], 5))).toBeUndefined();
    expect(nextWallPage(page(1, [], 0))).toBeUndefined();
  });

  it('shows an item pushed into the next page by a new request only once', () => {
    const data = { pages: [page(1, ['a', 'b'], 5), page(2, ['b', 'c'], 5)], pageParams: [1, 2] };
    expect(flattenWall(data).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the wall the server drew', () => {
  const guest: PrayerScope = { slug: 'videira', churchId: 7, viewer: 'guest', ready: false };
  const drawnAt = Date.now() - 1000;
  function drawPage(value: object) {
    const script = document.createElement('script');
    script.id = FIRST_PAINT_DATA_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify(value);
    document.head.appendChild(script);
  }
  afterEach(() => {
    document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
    resetFirstPaintForTests();
    queryClient.clear();
  });

  it("is the visitor's first page, dated when it was drawn, once", () => {
    drawPage({ path: window.location.pathname, churchId: 7, drawnAt, data: { prayerWall: page(1, ['a', 'b'], 5) } });
    seedDrawnWall(guest);
    const key = prayerKeys.wall(guest);
    expect(queryClient.getQueryData(key)).toEqual({ pages: [page(1, ['a', 'b'], 5)], pageParams: [1] });
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBe(drawnAt);
    queryClient.clear();
    seedDrawnWall(guest);
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it("is never a member's wall, another church's or another page's, nor over a newer copy", () => {
    drawPage({ path: window.location.pathname, churchId: 7, drawnAt, data: { prayerWall: page(1, ['a'], 1) } });
    seedDrawnWall({ ...guest, viewer: 42 });
    expect(queryClient.getQueryData(prayerKeys.wall({ ...guest, viewer: 42 }))).toBeUndefined();
    seedDrawnWall({ ...guest, churchId: 8 });
    expect(queryClient.getQueryData(prayerKeys.wall(guest))).toBeUndefined();
    queryClient.setQueryData(prayerKeys.wall(guest), { pages: [page(1, ['z'], 1)], pageParams: [1] });
    seedDrawnWall(guest);
    expect(flattenWall(queryClient.getQueryData(prayerKeys.wall(guest))!).map((p) => p.id)).toEqual(['z']);

    document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
    resetFirstPaintForTests();
    queryClient.clear();
    drawPage({ path: '/elsewhere', churchId: 7, drawnAt, data: { prayerWall: page(1, ['a'], 1) } });
    seedDrawnWall(guest);
    expect(queryClient.getQueryData(prayerKeys.wall(guest))).toBeUndefined();
  });
});
