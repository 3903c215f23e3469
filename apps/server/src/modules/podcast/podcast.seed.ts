import fs from 'node:fs/promises';
import path from 'node:path';
import type { SeedContext } from '../../db/seed-context.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { demoWav } from './podcast-audio.ts';
import { podcast, podcastEpisodio } from './podcast.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seconds of each demo episode's audio. */
export const DEMO_EPISODE_SECONDS = 45;

const THEMES = ['Fé', 'Esperança', 'Amor', 'Oração', 'Família', 'Perdão', 'Gratidão', 'Comunhão', 'Missão', 'Graça', 'Descanso', 'Coragem'];

const PODCASTS = [
  {
    slug: 'videira',
    codigo: 'videira-cast',
    titulo: 'Videira Cast',
    descricao: 'Conversas curtas sobre fé e vida, toda semana.',
    imagem: '/media/seed/covers/videira.jpg',
    episodes: Array.from({ length: 25 }, (_, i) => ({
      titulo: `Episódio ${i + 1}: ${THEMES[i % THEMES.length]}`,
      descricao: `Uma conversa de ${DEMO_EPISODE_SECONDS} segundos sobre ${THEMES[i % THEMES.length]!.toLowerCase()} no dia a dia.`,
    })),
  },
  {
    slug: 'grace',
    codigo: 'grace-talks',
    titulo: 'Grace Talks',
    descricao: 'Short conversations about faith and life.',
    imagem: '/media/seed/covers/grace.jpg',
    episodes: [
      { titulo: 'Episode 1: Hope', descricao: 'Why hope is more than optimism.' },
      { titulo: 'Episode 2: Rest', descricao: 'Learning to stop for a day.' },
    ],
  },
];

/**
 * A podcast at videira (25 weekly episodes) and grace (2), each episode with a short WAV written into the uploads
 * folder when the seed is told where it is (`ctx.dataDir`; tests seed rows only).
 */
export async function seedPodcast(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  for (const p of PODCASTS) {
    const church = ctx.churches[p.slug];
    if (!church) continue;
    const [row] = await ctx.db
      .insert(podcast)
      .values({ igrejaId: church.id, codigo: p.codigo, titulo: p.titulo, descricao: p.descricao, imagem: p.imagem })
      .returning({ id: podcast.id });
    const count = p.episodes.length;
    const files = p.episodes.map((_, i) => `podcast/${p.codigo}-${i + 1}.wav`);
    await ctx.db.insert(podcastEpisodio).values(
      p.episodes.map((e, i) => ({
        igrejaId: church.id,
        podcastId: row!.id,
        titulo: e.titulo,
        descricao: e.descricao,
        posicao: i + 1,
        arquivoAudio: `/media/uploads/${files[i]}`,
        duracaoSegundos: DEMO_EPISODE_SECONDS,
        dataPublicacao: new Date(now - (count - 1 - i) * 7 * DAY_MS - 60_000),
      })),
    );
    if (!ctx.dataDir) continue;
    const dir = path.join(uploadsDir(ctx.dataDir), 'podcast');
    await fs.mkdir(dir, { recursive: true });
    for (const [i, file] of files.entries()) await fs.writeFile(path.join(uploadsDir(ctx.dataDir), file), demoWav(DEMO_EPISODE_SECONDS, i));
  }
}
