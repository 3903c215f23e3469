import type { SeedContext } from '../../db/seed-context.ts';
import { ebd, ebdLicao, ebdTurma } from './content.schema.ts';
import { GRACE_QUARTER, VIDEIRA_QUARTER, type QuarterSeed } from './ebd-seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The current calendar quarter (UTC): its number, year and first Sunday. */
function currentQuarter(now: number) {
  const today = new Date(now);
  const quarter = Math.floor(today.getUTCMonth() / 3);
  const first = Date.UTC(today.getUTCFullYear(), quarter * 3, 1);
  return { quarter: quarter + 1, year: today.getUTCFullYear(), firstSunday: first + ((7 - new Date(first).getUTCDay()) % 7) * DAY_MS };
}

/** One quarter of a church dated on the current quarter's Sundays: the quarter, its classes and its lessons. */
async function seedQuarter(ctx: SeedContext, churchId: number, seed: QuarterSeed, autor: string, now: number): Promise<number> {
  const { quarter, year, firstSunday } = currentQuarter(now);
  const sunday = (n: number) => isoDate(firstSunday + n * 7 * DAY_MS);
  const [row] = await ctx.db
    .insert(ebd)
    .values({
      igrejaId: churchId,
      slug: `${seed.slug}-${year}-t${quarter}`,
      titulo: seed.titulo,
      resumo: seed.resumo,
      conteudo: seed.conteudo,
      autor,
      trimestre: seed.label(quarter, year),
      dataInicio: sunday(0),
      dataFim: sunday(seed.licoes.length - 1),
      // Published the week before its first Sunday (or just now).
      dataPublicacao: new Date(Math.min(now - 60_000, firstSunday - 7 * DAY_MS)),
    })
    .returning({ id: ebd.id });
  const ebdId = row!.id;
  await ctx.db.insert(ebdTurma).values(
    seed.turmas.map(([nome, faixaEtaria, professor, sala, horario], ordem) => ({
      igrejaId: churchId,
      ebdId,
      nome,
      faixaEtaria,
      professor,
      sala,
      horario,
      ordem,
    })),
  );
  await ctx.db.insert(ebdLicao).values(
    seed.licoes.map(([titulo, textoBiblico, texto], i) => ({
      igrejaId: churchId,
      ebdId,
      numero: i + 1,
      data: sunday(i),
      titulo,
      textoBiblico,
      conteudo: `<p>${texto}</p>`,
    })),
  );
  return ebdId;
}

/** Sunday school: videira's quarter of 13 lessons and 3 classes (pt-BR), a short one at grace (en). Returns the quarters' ids by church. */
export async function seedSundaySchool(ctx: SeedContext, now: number, authors: Record<string, string>): Promise<Record<string, number>> {
  const made: Record<string, number> = {};
  for (const [slug, seed] of [
    ['videira', VIDEIRA_QUARTER],
    ['grace', GRACE_QUARTER],
  ] as const) {
    const church = ctx.churches[slug];
    if (church) made[slug] = await seedQuarter(ctx, church.id, seed, authors[slug] ?? '', now);
  }
  return made;
}
