import type { SeedContext } from '../../db/seed-context.ts';
import { notaSermao } from './notes.schema.ts';

/** Demo sermon notes of membro@videira.demo at videira (skipped when that member was not seeded). */
const DEMO_NOTES = [
  {
    daysAgo: 2,
    titulo: 'Culto de domingo: o Bom Pastor (João 10)',
    texto:
      'Jesus conhece cada ovelha pelo nome (v. 3).\n' +
      'O ladrão vem para roubar; Ele veio para que tenhamos vida em abundância (v. 10).\n\n' +
      'Aplicação: separar um tempo por dia para ouvir a voz dEle antes das outras vozes.',
  },
  {
    daysAgo: 9,
    titulo: 'Estudo de célula: fruto do Espírito',
    texto:
      'Gálatas 5.22-23. Amor, alegria, paz, paciência, amabilidade, bondade, fidelidade, mansidão e domínio próprio.\nPergunta para a semana: em qual deles preciso crescer?',
  },
  { daysAgo: 16, titulo: 'Versículos para memorizar', texto: 'Salmo 23.1\nFilipenses 4.6-7\nIsaías 41.10' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedNotes(ctx: SeedContext): Promise<void> {
  const church = ctx.churches.videira;
  const idUsuario = ctx.members['membro@videira.demo']?.clients.videira;
  if (!church || idUsuario === undefined) return;
  const now = Date.now();
  await ctx.db.insert(notaSermao).values(
    DEMO_NOTES.map(({ daysAgo, titulo, texto }) => {
      const when = new Date(now - daysAgo * DAY_MS);
      return { igrejaId: church.id, idUsuario, titulo, texto, criadoEm: when, atualizadoEm: when };
    }),
  );
}
