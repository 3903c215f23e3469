import { and, eq } from 'drizzle-orm';
import type { SeedContext } from '../../db/seed-context.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { GRACE_DEVOTIONALS, GRACIA_DEVOTIONALS, VIDEIRA_DEVOTIONALS, type DevotionalSeed } from './devotionals-seed-data.ts';
import { devocional, noticia, publicacao, publicacaoTipo, video } from './content.schema.ts';
import { seedSundaySchool } from './ebd.seed.ts';
import { seedMinistries } from './ministries.seed.ts';
import { newsImagePath, writeNewsImage } from './news-images.ts';
import { publicationFilePath, writePublicationPdf } from './publications-pdf.ts';
import { VIDEIRA_PUBLICATION_TYPES } from './publications-seed-data.ts';
import { GRACE_NEWS, VIDEIRA_NEWS, type NewsSeed } from './news-seed-data.ts';
import { GRACE_VIDEOS, GRACIA_VIDEOS, VIDEIRA_VIDEOS, type VideoSeed } from './videos-seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const AUTHORS: Record<string, string> = { videira: 'Pr. Marcos Lima', grace: 'Pastor John Miller', gracia: 'Pastora Ana Ruiz' };

function devotionalRows(churchId: number, slug: string, list: DevotionalSeed[], now: number) {
  return list.map((d, day) => ({
    igrejaId: churchId,
    titulo: d.titulo,
    passagem: d.passagem,
    resumo: d.reflexao,
    conteudo: `<blockquote>${d.versiculo} <strong>(${d.passagem})</strong></blockquote><p>${d.reflexao}</p>`,
    autor: AUTHORS[slug] ?? null,
    tags: d.tags,
    // Today's at 6 a.m. (or just now, before 6), then one a day.
    dataPublicacao: new Date(Math.min(now - 60_000, new Date(now).setUTCHours(9, 0, 0, 0)) - day * DAY_MS),
  }));
}

function newsRows(churchId: number, slug: string, list: NewsSeed[], now: number) {
  return list.map(({ daysAgo, ...n }, i) => ({
    ...n,
    imagem: `/media/uploads/${newsImagePath(slug, i + 1)}`,
    igrejaId: churchId,
    autor: AUTHORS[slug] ?? null,
    dataPublicacao: new Date(now - daysAgo * DAY_MS),
  }));
}

/** Points the church's demo notification of a type at the newest item of its kind (opens it from the menu). */
async function linkNotification(ctx: SeedContext, churchId: number, tipo: string, id: number | undefined) {
  if (id === undefined) return;
  await ctx.db
    .update(notificacao)
    .set({ idEntidadeRelacionada: id })
    .where(and(eq(notificacao.igrejaId, churchId), eq(notificacao.tipo, tipo)));
}

/** A church's videos, each with a generated cover (under DATA_DIR/uploads/videos/ when the seed may write files). */
async function seedVideos(ctx: SeedContext, churchId: number, slug: string, list: VideoSeed[], now: number) {
  const cover = (i: number) => `videos/${slug}-${i + 1}.jpg`;
  await ctx.db.insert(video).values(
    list.map(({ daysAgo, ...v }, i) => ({
      ...v,
      igrejaId: churchId,
      imagem: `/media/uploads/${cover(i)}`,
      autor: AUTHORS[slug] ?? null,
      dataPublicacao: new Date(now - daysAgo * DAY_MS),
    })),
  );
  if (ctx.dataDir) for (const i of list.keys()) await writeNewsImage(uploadsDir(ctx.dataDir), cover(i), (i * 83 + 190) % 360);
}

/** Videira's publication types, each with its publications and their PDFs (written when the seed may write files). */
async function seedPublications(ctx: SeedContext, now: number) {
  const church = ctx.churches.videira;
  if (!church) return;
  for (const [ordem, { nome, descricao, itens }] of VIDEIRA_PUBLICATION_TYPES.entries()) {
    const [tipo] = await ctx.db.insert(publicacaoTipo).values({ igrejaId: church.id, nome, descricao, ordem }).returning();
    await ctx.db.insert(publicacao).values(
      itens.map(({ daysAgo, ...p }) => ({
        ...p,
        igrejaId: church.id,
        tipoId: tipo!.id,
        arquivo: `/media/uploads/${publicationFilePath(p.slug)}`,
        autor: AUTHORS.videira ?? null,
        dataPublicacao: new Date(now - daysAgo * DAY_MS),
      })),
    );
    if (ctx.dataDir)
      for (const p of itens) await writePublicationPdf(uploadsDir(ctx.dataDir), p.slug, p.titulo, p.resumo, 'Igreja Videira');
  }
}

/** Devotionals, news, videos, publications, ministries and Sunday school: a month of devotionals and news with generated covers at videira, a few at grace and gracia. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  await seedPublications(ctx, now);
  await seedMinistries(ctx, now);
  for (const [slug, id] of Object.entries(await seedSundaySchool(ctx, now, AUTHORS))) {
    await linkNotification(ctx, ctx.churches[slug]!.id, 'EBD', id);
  }
  const plan: Array<[string, DevotionalSeed[], NewsSeed[], VideoSeed[]]> = [
    ['videira', VIDEIRA_DEVOTIONALS, VIDEIRA_NEWS, VIDEIRA_VIDEOS],
    ['grace', GRACE_DEVOTIONALS, GRACE_NEWS, GRACE_VIDEOS],
    ['gracia', GRACIA_DEVOTIONALS, [], GRACIA_VIDEOS],
  ];
  for (const [slug, devotionals, news, videos] of plan) {
    const church = ctx.churches[slug];
    if (!church) continue;
    await seedVideos(ctx, church.id, slug, videos, now);
    const [newestDevotional] = await ctx.db
      .insert(devocional)
      .values(devotionalRows(church.id, slug, devotionals, now))
      .returning({ id: devocional.id });
    await linkNotification(ctx, church.id, 'DEVOCIONAL', newestDevotional?.id);
    if (!news.length) continue;
    const [newestNews] = await ctx.db
      .insert(noticia)
      .values(newsRows(church.id, slug, news, now))
      .returning({ id: noticia.id });
    await linkNotification(ctx, church.id, 'NOTICIA', newestNews?.id);
    // The covers are generated when the seed may write files (tests seed rows only).
    if (ctx.dataDir)
      for (const i of news.keys()) await writeNewsImage(uploadsDir(ctx.dataDir), newsImagePath(slug, i + 1), (i * 67 + 260) % 360);
  }
}
