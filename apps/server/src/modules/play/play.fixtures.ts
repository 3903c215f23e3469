import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { TestMember } from '../../test/fixtures.ts';
import { createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { sandboxCartaoToken } from '../payments/payments.schema.ts';
import { mediaHlsKey, mediaStore } from '../media/media-keys.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import { PLAY_MEDIA_DIR } from './play-media.ts';
import {
  planoAssinatura,
  planoAssinaturaColetanea,
  planoAssinaturaConfiguracao,
  planoAssinaturaConteudo,
  usuarioPlanoAssinatura,
  type PlaySubscriptionRow,
} from './play.schema.ts';

/** Test-only builders for Play: a church with plans, collections and contents; card tokens; subscriptions. */

export interface PlayChurch extends PayingChurch {
  plans: { monthly: number; yearly: number };
  collections: number[];
  contents: number[];
}

export async function createPlayChurch(app: App, slug: string, visibilidade: 'publico' | 'assinantes' = 'publico'): Promise<PlayChurch> {
  const church = await createPayingChurch(app, slug);
  const db = app.database.db;
  const igrejaId = church.id;
  await db.insert(planoAssinaturaConfiguracao).values({ igrejaId, tipoVisibilidadeConteudo: visibilidade });
  const plans = await db
    .insert(planoAssinatura)
    .values([
      { igrejaId, nome: 'Mensal', codigo: 'M', periodo: 'mensal', valor: 2_000, ordem: 1 },
      { igrejaId, nome: 'Anual', codigo: 'A', periodo: 'anual', valor: 20_000, taxaAdesao: 500, flagRepassarTaxas: true, ordem: 2 },
    ])
    .returning({ id: planoAssinatura.id });
  const cols = await db
    .insert(planoAssinaturaColetanea)
    .values([
      { igrejaId, nome: `${slug} fundamentos`, ordem: 0 },
      { igrejaId, nome: `${slug} louvor`, ordem: 1 },
    ])
    .returning({ id: planoAssinaturaColetanea.id });
  const contents = await db
    .insert(planoAssinaturaConteudo)
    .values([
      {
        igrejaId,
        titulo: 'Graça 100% livre',
        resumo: 'Fé',
        tags: ['Fé'],
        coletaneaId: cols[0]!.id,
        flagDestaque: true,
        arquivo: 'video-1.webm',
        legenda: 'legendas-1.vtt',
        ordem: 0,
      },
      {
        igrejaId,
        titulo: 'Oração diária',
        resumo: 'Orar',
        tags: ['Oração', 'Fé'],
        coletaneaId: cols[0]!.id,
        arquivo: 'video-2.webm',
        ordem: 1,
      },
      {
        igrejaId,
        titulo: 'Noite de louvor',
        resumo: 'Cantar',
        tags: ['Louvor'],
        coletaneaId: cols[1]!.id,
        flagDestaque: true,
        arquivo: 'video-3.webm',
        ordem: 2,
      },
      { igrejaId, titulo: 'Fora do ar', resumo: 'Inativo', tags: ['Fé'], flagAtivo: false, arquivo: 'video-4.webm', ordem: 3 },
    ])
    .returning({ id: planoAssinaturaConteudo.id });
  return {
    ...church,
    plans: { monthly: plans[0]!.id, yearly: plans[1]!.id },
    collections: cols.map((c) => c.id),
    contents: contents.map((c) => c.id),
  };
}

/** A one-time card token from the church's tokenization endpoint. */
export async function cardToken(app: App, church: PayingChurch, member: TestMember, card: keyof typeof TEST_CARDS = 'approved') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/general/payment/church/${church.id}/card/token`,
    headers: member.headers,
    payload: { numero: TEST_CARDS[card], titular: 'Ana Teste', cvv: '321', validade: `12/${(new Date().getFullYear() + 2) % 100}` },
  });
  return (res.json() as { token: string }).token;
}

export function subscribeRequest(app: App, church: PlayChurch, member: TestMember, body: Record<string, unknown>, key = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/usuario-plano-assinatura/',
    headers: { ...member.headers, 'idempotency-key': key },
    payload: { igreja: church.id, planoAssinatura: church.plans.monthly, valor: 2_000, metodoPagamento: 'cartao_credito', ...body },
  });
}

/** A subscription straight in the database: due for renewal unless `proximaCobranca` says otherwise. */
export async function createSubscription(
  app: App,
  s: { churchId: number; usuarioId: number; planoId: number; outcome?: 'aprovado' | 'recusado'; values?: Partial<PlaySubscriptionRow> },
): Promise<PlaySubscriptionRow> {
  const db = app.database.db;
  const token = `tok_sbx_rec_play_${randomBytes(12).toString('base64url')}`;
  await db.insert(sandboxCartaoToken).values({
    token,
    igrejaId: s.churchId,
    resultado: s.outcome ?? 'aprovado',
    impressao: `fp-${token}`,
    bandeira: 'visa',
    ultimosDigitos: '1111',
    mesValidade: 12,
    anoValidade: 2099,
    titular: 'Test Subscriber',
    expiraEm: new Date(),
    flagSalvo: true,
  });
  const due = new Date(Date.now() - 60_000);
  const [row] = await db
    .insert(usuarioPlanoAssinatura)
    .values({
      igrejaId: s.churchId,
      usuarioId: s.usuarioId,
      planoId: s.planoId,
      codigo: `A${randomBytes(6).toString('hex').toUpperCase()}`,
      situacao: 'ativo',
      validoAte: due,
      proximaCobranca: due,
      ciclo: 2,
      idGatewayPagamento: 1,
      cartaoToken: token,
      bandeira: 'visa',
      ultimosDigitos: '1111',
      idioma: 'en',
      ...s.values,
    })
    .returning();
  return row!;
}

export async function readSubscription(app: App, id: number): Promise<PlaySubscriptionRow> {
  const [row] = await app.database.db.select().from(usuarioPlanoAssinatura).where(eq(usuarioPlanoAssinatura.id, id));
  return row!;
}

/**
 * A media library item of the church as processing leaves it (`pronto` by default): its HLS folder in the media
 * store holds the demo rendition (media/hls-1: index.m3u8, init.mp4, three segments), as transcode.ts would.
 */
export async function createReadyMedia(app: App, churchId: number, options: { situacao?: string; nome?: string; files?: boolean } = {}) {
  const { situacao = 'pronto', nome = 'Culto de domingo.mp4' } = options;
  const files = options.files ?? situacao === 'pronto';
  const [row] = await app.database.db
    .insert(midiaArquivo)
    .values({
      igrejaId: churchId,
      tipo: 'video',
      nome,
      tamanho: 158_000,
      recebidos: 158_000,
      situacao,
      progresso: situacao === 'pronto' ? 100 : 0,
      duracaoSegundos: 8.2,
      variantes: situacao === 'pronto' ? [180] : [],
      poster: situacao === 'pronto' ? '/media/seed/play/poster-2.jpg' : null,
    })
    .returning({ id: midiaArquivo.id });
  // Files only with the app's own DATA_DIR (a test's temporary folder), never the shared default.
  if (files) {
    const source = path.join(PLAY_MEDIA_DIR, 'hls-1');
    for (const name of await fs.readdir(source)) {
      const target = mediaStore(app).localFile(`${mediaHlsKey(churchId, row!.id)}/${name}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(path.join(source, name), target);
    }
  }
  return row!.id;
}
