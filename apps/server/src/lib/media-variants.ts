import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseMediaVariant, type TMediaFormat } from '@congrega/contract/media';
import sharp from 'sharp';

/**
 * Responsive variants of our images (see @congrega/contract/media for the URL scheme), made with sharp on
 * the first request and kept on disk (DATA_DIR/media-variants/): each file is made once per data directory,
 * then served as a static file. A variant's content never changes for its name (seed media ships with the
 * code; uploads get fresh names), so it is cached for a year as immutable.
 */

/** Extensions an original may have; the variant URL does not carry it. */
const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];
const MAX_INPUT_PIXELS = 50_000_000;

export interface MediaRoots {
  seed: string;
  uploads: string;
  /** Where made variants are kept. */
  cache: string;
}

export function variantsDir(dataDir: string): string {
  return path.join(dataDir, 'media-variants');
}

/** Encodes `input` at `width` (never enlarged) in `format`, without metadata. */
export async function encodeVariant(input: Buffer | string, width: number, format: TMediaFormat): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'avif') return image.avif({ quality: 50, effort: 4 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 75 }).toBuffer();
  return image.jpeg({ quality: 78, progressive: true, mozjpeg: true }).toBuffer();
}

async function findOriginal(root: string, stem: string): Promise<string | undefined> {
  for (const ext of ORIGINAL_EXTENSIONS) {
    const file = path.resolve(root, `${stem}.${ext}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
    try {
      if ((await fs.stat(file)).isFile()) return file;
    } catch {
      /* try the next extension */
    }
  }
  return undefined;
}

const inFlight = new Map<string, Promise<string | undefined>>();

/**
 * The file of the variant `url` asks for, made (once, even under concurrent requests) if it is not on disk yet;
 * undefined when the URL is no variant or its original does not exist.
 */
export function variantFile(roots: MediaRoots, url: string): Promise<string | undefined> {
  const wanted = parseMediaVariant(url);
  if (!wanted) return Promise.resolve(undefined);
  const target = path.join(roots.cache, wanted.area, `${wanted.stem}-${wanted.width}.${wanted.format}`);
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    try {
      await fs.access(target);
      return target;
    } catch {
      /* not made yet */
    }
    const original = await findOriginal(roots[wanted.area], wanted.stem);
    if (!original) return undefined;
    const bytes = await encodeVariant(original, wanted.width, wanted.format);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
    return target;
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

/** Removes every variant made of an original (its area and path without extension), e.g. when an upload is deleted. */
export async function deleteVariants(dataDir: string, area: 'seed' | 'uploads', stem: string): Promise<void> {
  const dir = path.join(variantsDir(dataDir), area, path.dirname(stem));
  const prefix = `${path.basename(stem)}-`;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  const made = names.filter((name) => name.startsWith(prefix) && /^\d+\.(avif|webp|jpeg)$/.test(name.slice(prefix.length)));
  await Promise.all(made.map((name) => fs.rm(path.join(dir, name), { force: true })));
}
