import type { App } from '../../app.ts';
import type { TestChurch } from '../../test/fixtures.ts';
import { celula, celulaLider, celulaMembro, celulaReuniao, estudo } from './groups.schema.ts';

/** Test-only world builders for groups, meetings and studies (written with the owner connection). */

/** `liderUsuarioId` (one leader) and `leaders` (several, in order) name the cell's leaders (celula_lider). */
export async function createGroup(
  app: App,
  church: TestChurch,
  values: Partial<typeof celula.$inferInsert> & { members?: number[]; liderUsuarioId?: number | null; leaders?: number[] } = {},
): Promise<number> {
  const { members = [], liderUsuarioId, leaders = [], ...fields } = values;
  const [row] = await app.database.db
    .insert(celula)
    .values({ nome: 'Célula Teste', diaSemana: 3, horario: '20:00', bairro: 'Centro', cidade: 'São Paulo', ...fields, igrejaId: church.id })
    .returning({ id: celula.id });
  const celulaId = row!.id;
  const led = [...(liderUsuarioId ? [liderUsuarioId] : []), ...leaders];
  if (led.length) await app.database.db.insert(celulaLider).values(led.map((usuarioId) => ({ igrejaId: church.id, celulaId, usuarioId })));
  if (members.length)
    await app.database.db.insert(celulaMembro).values(members.map((usuarioId) => ({ igrejaId: church.id, celulaId, usuarioId })));
  return celulaId;
}

export async function createStudy(app: App, church: TestChurch, values: Partial<typeof estudo.$inferInsert> = {}): Promise<number> {
  const [row] = await app.database.db
    .insert(estudo)
    .values({ titulo: 'Estudo', conteudo: '<p>texto</p>', ...values, igrejaId: church.id })
    .returning({ id: estudo.id });
  return row!.id;
}

export async function createMeeting(
  app: App,
  church: TestChurch,
  celulaId: number,
  values: Partial<typeof celulaReuniao.$inferInsert> = {},
): Promise<number> {
  const [row] = await app.database.db
    .insert(celulaReuniao)
    .values({ dataInicio: new Date('2026-01-07T23:00:00Z'), tema: 'Tema', ...values, igrejaId: church.id, celulaId })
    .returning({ id: celulaReuniao.id });
  return row!.id;
}
