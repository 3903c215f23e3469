import type { SeedContext } from '../../db/seed-context.ts';
import { igrejaAppMenu } from '../church/church.schema.ts';
import { DEMO_SONGS, WORSHIP_MENU } from './praise-seed-data.ts';
import { louvor } from './praise.schema.ts';

/**
 * A dozen public-domain hymns: Portuguese at videira, English at grace, Spanish at gracia; each of these churches'
 * menus then link the Bible and reading plans (after its own entries); the songs entry is computed from the songs.
 */
export async function seedPraise(ctx: SeedContext): Promise<void> {
  for (const [slug, songs] of Object.entries(DEMO_SONGS)) {
    const church = ctx.churches[slug];
    if (!church) continue;
    await ctx.db.insert(louvor).values(
      songs.map((s, i) => ({
        igrejaId: church.id,
        titulo: s.titulo,
        autor: s.autor,
        tema: s.tema,
        tom: s.tom,
        ritmo: s.ritmo ?? null,
        cifra: s.cifra,
        partituras: s.partituras ?? [],
        codigo: `${slug.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
        grupo: 'Louvor',
      })),
    );
    await ctx.db.insert(igrejaAppMenu).values(
      WORSHIP_MENU[slug as keyof typeof WORSHIP_MENU].map(([titulo, link], i) => ({
        igrejaId: church.id,
        titulo,
        link,
        icone: 'book',
        ordem: 100 + i,
      })),
    );
  }
}
