import type { TGroupSummary } from '@congrega/contract/groups';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../lib/geolocation.ts';
import { byDistance } from './near-me.ts';

const group = (id: number, latitude: number | null, longitude: number | null): TGroupSummary => ({
  id,
  nome: `G${id}`,
  publico: 'todos',
  diaSemana: 1,
  horario: '20:00',
  bairro: null,
  cidade: null,
  imagem: null,
  latitude,
  longitude,
  lider: null,
  lideres: [],
  membro: false,
  solicitacaoPendente: false,
});

describe('near me', () => {
  it('measures São Paulo to Rio de Janeiro as about 360 km', () => {
    expect(distanceKm({ latitude: -23.55, longitude: -46.63 }, { latitude: -22.91, longitude: -43.17 })).toBeCloseTo(361, -1);
  });

  it('orders nearest first, groups without coordinates last, and keeps the order without a position', () => {
    const groups = [group(1, -23.5, -46.6), group(2, null, null), group(3, -23.56, -46.65)];
    const here = { latitude: -23.561, longitude: -46.651 };
    expect(byDistance(groups, here).map((g) => g.id)).toEqual([3, 1, 2]);
    expect(byDistance(groups, undefined).map((g) => [g.id, g.distanceKm])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });
});
