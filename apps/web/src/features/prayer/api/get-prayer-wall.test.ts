import type { TPrayer, TPrayerWall } from '@congrega/contract/prayer';
import { describe, expect, it } from 'vitest';
import { flattenWall, nextWallPage } from './get-prayer-wall.ts';

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
