import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import yauzl from 'yauzl';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamentoItem } from '../payments/payments.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { insertPayment } from './finance.test-helpers.ts';
import { ofertaLote, ofertaLoteItem } from './offerings.schema.ts';

/**
 * Test-only world of the yearly donation receipts (2025): videira with its legal details, a treasurer, a content
 * editor and three givers: Ana (CPF, online gifts in two reasons, one refunded in half, one in full; her latest in
 * Spanish), Łukasz (no CPF, English, one gift) and Marta (envelopes only: one in a committed batch, one in an open
 * batch). Grace has a giver of its own (isolation).
 */
export interface ReceiptsWorld {
  t: TestApp;
  dataDir: string;
  videira: PayingChurch;
  grace: PayingChurch;
  treasurer: StaffSession;
  graceTreasurer: StaffSession;
  editor: StaffSession;
  ana: TestMember;
  lukasz: TestMember;
  marta: TestMember;
  call(s: StaffSession, method: 'GET' | 'POST', path: string, payload?: unknown, church?: string): Promise<LightMyRequestResponse>;
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

const at = (iso: string) => new Date(iso);

export async function createReceiptsWorld(): Promise<ReceiptsWorld> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-receipts-'));
  const t = await createTestApp({ dataDir });
  const db = t.app.database.db;
  const videira = await createPayingChurch(t.app, 'videira');
  const grace = await createPayingChurch(t.app, 'grace');
  await db
    .update(igreja)
    .set({
      razaoSocial: 'Igreja Evangélica Videira',
      cnpj: '11222333000181',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      cep: '01310-100',
    })
    .where(eq(igreja.id, videira.id));
  t.app.tenantCache.clear();
  const staff = async (church: PayingChurch, preset: 'finance' | 'content_editor') => {
    const m = await createMember(t.app, church, { nome: preset === 'finance' ? 'Fernanda' : 'Carla' });
    await grantPreset(t.app, church, m, preset);
    return staffLogin(t.app, m, { totp: preset === 'finance' });
  };
  const ana = await createMember(t.app, videira, { nome: 'Ana' });
  await db.update(usuario).set({ cpf: '52998224725', sobrenome: 'Souza' }).where(eq(usuario.id, ana.usuarioId));
  const lukasz = await createMember(t.app, videira, { nome: 'Łukasz' });
  await db.update(usuario).set({ sobrenome: 'Nguyễn 李小明' }).where(eq(usuario.id, lukasz.usuarioId));
  const marta = await createMember(t.app, videira, { nome: 'Marta' });

  const r = videira.reasons;
  // Ana: 150,00 in March (100 tithe + 50 offering, 2,50 of fees on top), 40,00 missions in July refunded 20,00,
  // a gift refunded in full, one of 2024 and one still pending: 150 + 20 = 170,00.
  const march = await insertPayment(t.app, videira, {
    idUsuario: ana.usuarioId,
    total: 15_250,
    taxas: 250,
    motivo: r.dizimo,
    pagoEm: at('2025-03-10T15:00:00Z'),
  });
  await db.update(pagamentoItem).set({ valor: 10_000 }).where(eq(pagamentoItem.idPagamento, march.id));
  await db.insert(pagamentoItem).values({ igrejaId: videira.id, idPagamento: march.id, idPagamentoMotivo: r.oferta, valor: 5_000 });
  await insertPayment(t.app, videira, {
    idUsuario: ana.usuarioId,
    total: 4_000,
    valorEstornado: 2_000,
    motivo: r.missoes,
    pagoEm: at('2025-07-01T15:00:00Z'),
    idioma: 'es',
  });
  await insertPayment(t.app, videira, {
    idUsuario: ana.usuarioId,
    total: 7_700,
    valorEstornado: 7_700,
    status: 'estornado',
    pagoEm: at('2025-08-01T15:00:00Z'),
  });
  await insertPayment(t.app, videira, { idUsuario: ana.usuarioId, total: 6_600, pagoEm: at('2024-12-31T12:00:00Z') });
  await insertPayment(t.app, videira, {
    idUsuario: ana.usuarioId,
    total: 5_500,
    status: 'pendente',
    pagoEm: null,
    criadoEm: at('2025-09-01T12:00:00Z'),
  });
  await insertPayment(t.app, videira, { idUsuario: lukasz.usuarioId, total: 3_000, pagoEm: at('2025-05-05T15:00:00Z'), idioma: 'en' });
  // Marta: 80,00 in a committed batch of November; 9,99 in a batch still open (not on the receipt).
  const batch = async (data: string, valor: number, commit: boolean) => {
    const [b] = await db.insert(ofertaLote).values({ igrejaId: videira.id, data, contadoPorContaId: 1 }).returning();
    await db.insert(ofertaLoteItem).values({
      igrejaId: videira.id,
      loteId: b!.id,
      motivoId: r.dizimo,
      metodo: 'dinheiro',
      valor,
      usuarioId: marta.usuarioId,
      criadoPorContaId: 1,
    });
    if (commit)
      await db.execute(
        sql`update oferta_lote set estado = 'confirmado', confirmado_por_conta_id = 2, confirmado_em = now() where id = ${b!.id}`,
      );
  };
  await batch('2025-11-30', 8_000, true);
  await batch('2025-12-07', 999, false);
  const graceGiver = await createMember(t.app, grace);
  await insertPayment(t.app, grace, { idUsuario: graceGiver.usuarioId, total: 4_242, pagoEm: at('2025-06-01T12:00:00Z') });

  return {
    t,
    dataDir,
    videira,
    grace,
    treasurer: await staff(videira, 'finance'),
    graceTreasurer: await staff(grace, 'finance'),
    editor: await staff(videira, 'content_editor'),
    ana,
    lukasz,
    marta,
    call: (s, method, p, payload, church = 'videira') =>
      t.app.inject({
        method,
        url: `/api/v1/admin/${church}/finance/receipts${p}`,
        headers: { ...s.headers, 'accept-language': 'en' },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      return Promise.all(files.filter((f) => f.includes('yearly-receipt')).map((f) => fs.readFile(path.join(dir, f), 'utf8')));
    },
    async close() {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A ZIP's entries: name and bytes. */
export function unzip(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: { name: string; bytes: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            out.push({ name: entry.fileName, bytes: Buffer.concat(parts) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** An .eml's Subject, its RFC 2047 words decoded (nodemailer folds and encodes non-ASCII subjects). */
export function mailSubject(eml: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(eml)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}
