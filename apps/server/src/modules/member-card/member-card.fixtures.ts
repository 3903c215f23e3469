import type { App } from '../../app.ts';
import type { TestChurch, TestMember } from '../../test/fixtures.ts';
import { usuarioCarteirinha } from './member-card.schema.ts';

/** Test-only: the church issues `member` a card (what staff would record). */
export async function issueCard(
  app: App,
  church: TestChurch,
  member: TestMember,
  values: Partial<Omit<typeof usuarioCarteirinha.$inferInsert, 'igrejaId' | 'usuarioId'>> = {},
): Promise<number> {
  const [row] = await app.database.db
    .insert(usuarioCarteirinha)
    .values({
      igrejaId: church.id,
      usuarioId: member.usuarioId,
      numeroMembro: `M-${member.usuarioId}`,
      dataBatismo: '2010-04-04',
      cargo: 'Diácono',
      responsavel: 'Pr. João Lima',
      ...values,
    })
    .returning({ id: usuarioCarteirinha.id });
  if (!row) throw new Error('card insert failed');
  return row.id;
}

/** The signed code inside a card's verification URL. */
export function codeOf(verificacaoUrl: string): string {
  return new URL(verificacaoUrl).searchParams.get('code') ?? '';
}
