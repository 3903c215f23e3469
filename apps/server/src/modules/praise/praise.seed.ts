import fs from 'node:fs/promises';
import path from 'node:path';
import type { SeedContext } from '../../db/seed-context.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { igrejaAppMenu } from '../church/church.schema.ts';
import { DEMO_SCORE_PDF, DEMO_SONGS, WORSHIP_MENU } from './praise-seed-data.ts';
import { demoScorePdf } from './praise-score-pdf.ts';
import { louvor } from './praise.schema.ts';

/**
 * A dozen public-domain hymns: Portuguese at videira, English at grace, Spanish at gracia; each of these churches'
 * menus then link the Bible and reading plans (after its own entries); the songs entry is computed from the songs.
 * One of videira's songs has a score PDF, drawn here and written into the church's songs folder (as the console's
 * upload would) when the seed is told DATA_DIR (tests seed the row only).
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
        partituras: [
          ...(s.partituras ?? []),
          ...(slug === DEMO_SCORE_PDF.church && s.titulo === DEMO_SCORE_PDF.song ? [scoreFile(church.id)] : []),
        ],
        codigo: `${slug.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
        grupo: 'Louvor',
      })),
    );
    if (slug === DEMO_SCORE_PDF.church && ctx.dataDir) await writeDemoScore(ctx.dataDir, church.id);
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

const scorePath = (churchId: number) => `church-${churchId}/songs/${DEMO_SCORE_PDF.file}`;

function scoreFile(churchId: number) {
  return { nome: DEMO_SCORE_PDF.nome, url: `/media/uploads/${scorePath(churchId)}`, tipo: 'pdf' as const };
}

async function writeDemoScore(dataDir: string, churchId: number): Promise<void> {
  const file = path.join(uploadsDir(dataDir), scorePath(churchId));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, await demoScorePdf(DEMO_SCORE_PDF.song, DEMO_SCORE_PDF.subtitle, DEMO_SCORE_PDF.pitches));
}
