import type { SeedContext } from '../../db/seed-context.ts';
import { usuarioCarteirinha } from './member-card.schema.ts';

/** The demo member's card at videira (skipped when that member was not seeded); other demo logins have none. */
export async function seedMemberCards(ctx: SeedContext): Promise<void> {
  const church = ctx.churches.videira;
  const usuarioId = ctx.members['membro@videira.demo']?.clients.videira;
  if (!church || usuarioId === undefined) return;
  const nextYear = new Date().getUTCFullYear() + 1;
  await ctx.db.insert(usuarioCarteirinha).values({
    igrejaId: church.id,
    usuarioId,
    numeroMembro: '2024-0142',
    dataBatismo: '2012-04-08',
    cargo: 'Líder de louvor',
    responsavel: 'Pr. Samuel Andrade',
    validade: `${nextYear}-12-31`,
  });
}
