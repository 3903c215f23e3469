import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedContext } from '../../db/seed-context.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { ministerio, ministerioProjeto } from './content.schema.ts';
import { VIDEIRA_MINISTRIES } from './ministries-seed-data.ts';
import { writeNewsImage } from './news-images.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const photoPath = (n: number) => `ministries/videira-responsavel-${n}.jpg`;
const coverPath = (n: number) => `ministries/videira-${n}.jpg`;

/** A responsible person's demo photo, made at seed time: their initials on a coloured disc (256x256 JPEG). */
async function writePhoto(uploads: string, file: string, nome: string, hue: number) {
  const initials = nome
    .replace(/^[A-Za-zÀ-ú]+\.\s*/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="hsl(${hue},45%,42%)"/>
    <text x="128" y="150" font-family="sans-serif" font-size="96" fill="#fff" text-anchor="middle">${initials}</text>
  </svg>`;
  const target = path.join(uploads, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toFile(target);
}

/** Videira's four ministries with their responsible people, social networks and social projects. */
export async function seedMinistries(ctx: SeedContext, now: number): Promise<void> {
  const church = ctx.churches.videira;
  if (!church) return;
  for (const [i, { responsavel, projetos, ...m }] of VIDEIRA_MINISTRIES.entries()) {
    const [row] = await ctx.db
      .insert(ministerio)
      .values({
        ...m,
        igrejaId: church.id,
        imagem: `/media/uploads/${coverPath(i + 1)}`,
        responsavelNome: responsavel.nome,
        responsavelEmail: responsavel.email,
        responsavelTelefone: responsavel.telefone,
        responsavelFoto: `/media/uploads/${photoPath(i + 1)}`,
        // The list is newest first: the first ministry is the newest.
        dataPublicacao: new Date(now - (i + 1) * DAY_MS),
      })
      .returning({ id: ministerio.id });
    await ctx.db
      .insert(ministerioProjeto)
      .values(
        projetos.map((p, j) => ({ ...p, igrejaId: church.id, ministerioId: row!.id, dataPublicacao: new Date(now - (j + 1) * DAY_MS) })),
      );
    if (ctx.dataDir) {
      await writeNewsImage(uploadsDir(ctx.dataDir), coverPath(i + 1), (i * 71 + 20) % 360);
      await writePhoto(uploadsDir(ctx.dataDir), photoPath(i + 1), responsavel.nome, (i * 71 + 200) % 360);
    }
  }
}
