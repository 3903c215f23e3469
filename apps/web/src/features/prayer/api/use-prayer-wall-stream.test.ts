import type { TPrayer, TPrayerDetail, TPrayerWall } from '@congrega/contract/prayer';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prayerKeys } from './prayer-keys.ts';
import { withMessage } from './send-prayer-message.ts';
import { applyWallEvent } from './use-prayer-wall-stream.ts';

const prayer = (id: string, extra: Partial<TPrayer> = {}): TPrayer => ({
  id,
  nome: 'Ana',
  mensagem: 'Pedido',
  imagem: null,
  idOracaoMotivo: null,
  motivo: null,
  quantidadeOracoes: 0,
  quantidadeMensagens: 0,
  dataCadastro: '2026-12-01T10:00:00.000Z',
  meu: false,
  respondida: false,
  ...extra,
});
const message = { id: 7, nome: 'Bruno', mensagem: 'Juntos!', dataCadastro: '2026-12-01T11:00:00.000Z' };

describe('prayer wall live events', () => {
  it('sets the counts on every cached wall and on the request, for each viewer; a repeat changes nothing', () => {
    const client = new QueryClient();
    const wall = (viewer: number | 'guest') => prayerKeys.wall({ slug: 'v', churchId: 1, viewer, ready: true });
    const pages: InfiniteData<TPrayerWall> = {
      pages: [{ oracoes: [prayer('a'), prayer('b')], total: 2, page: 1, limit: 20 }],
      pageParams: [1],
    };
    client.setQueryData(wall('guest'), pages);
    client.setQueryData(wall(5), pages);
    const detailKey = prayerKeys.detail({ slug: 'v', churchId: 1, viewer: 5, ready: true }, 'a');
    client.setQueryData<TPrayerDetail>(detailKey, {
      ...prayer('a', { orouHoje: true }),
      flagPublicarMural: true,
      status: 'publicada',
      mensagens: [],
    });
    applyWallEvent(client, 'v', { type: 'prayed', id: 'a', quantidadeOracoes: 3 });
    applyWallEvent(client, 'v', { type: 'prayed', id: 'a', quantidadeOracoes: 3 });
    for (const viewer of ['guest', 5] as const) {
      const [a, b] = client.getQueryData<InfiniteData<TPrayerWall>>(wall(viewer))!.pages[0]!.oracoes;
      expect(a).toMatchObject({ quantidadeOracoes: 3 });
      expect(b).toMatchObject({ quantidadeOracoes: 0 });
    }
    expect(client.getQueryData<TPrayerDetail>(detailKey)).toMatchObject({ quantidadeOracoes: 3, orouHoje: true });

    applyWallEvent(client, 'v', { type: 'message', idOracao: 'a', quantidadeMensagens: 1, mensagem: message });
    applyWallEvent(client, 'v', { type: 'message', idOracao: 'a', quantidadeMensagens: 1, mensagem: message });
    const detail = client.getQueryData<TPrayerDetail>(detailKey)!;
    expect(detail.mensagens).toEqual([{ ...message, meu: false }]);
    expect(detail.quantidadeMensagens).toBe(1);
    expect(client.getQueryData<InfiniteData<TPrayerWall>>(wall('guest'))!.pages[0]!.oracoes[0]).toMatchObject({ quantidadeMensagens: 1 });
    // The author's own answer, arriving after the stream's copy, says the message is theirs (and counts it once).
    const mine = withMessage(detail, { ...message, meu: true });
    expect(mine.mensagens).toEqual([{ ...message, meu: true }]);
    expect(mine.quantidadeMensagens).toBe(1);
  });
});
