import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyMultipartAttachFieldsToBodyOptions } from '@fastify/multipart';
import type { FastifyError } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { uploadsDir } from './uploads-dir.ts';
import { AppError } from './app-error.ts';
import { deleteVariants } from './media-variants.ts';

/**
 * User image uploads (prayer requests, profile pictures...). An upload is never stored as sent: its real
 * type is sniffed, it is decoded and re-encoded to WebP (bounded size, orientation applied, every
 * metadata block dropped, so no EXIF/GPS leaves the phone it was taken with) and saved under a
 * server-generated name. Clients only ever get the public path /media/uploads/<folder>/<uuid>.webp.
 */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of the stored image; larger photos are scaled down. */
export const IMAGE_MAX_DIMENSION = 1600;
/** Decompression-bomb guard: a 5 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const PUBLIC_PREFIX = '/media/uploads/';
/** A folder name, or two (a church's own area: `church-12/banners`). */
const FOLDER_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/;
const PUBLIC_PATH_PATTERN = /^\/media\/uploads\/([a-z0-9-]+(?:\/[a-z0-9-]+)?)\/([0-9a-f-]{36}\.webp)$/;

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The type the bytes say they are (magic numbers), whatever the file name or Content-Type claim. */
function sniffFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Re-encodes an uploaded image to a metadata-free WebP. Throws 415 FILE_TYPE_NOT_ALLOWED for anything
 * but JPEG, PNG or WebP (SVG and GIF included) and 400 FILE_INVALID for a damaged or absurd image.
 */
export async function toSafeWebp(input: Buffer): Promise<Buffer> {
  const format = sniffFormat(input);
  if (!format) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) throw new AppError('FILE_INVALID');
    // sharp writes no metadata unless asked (no keepMetadata/withMetadata here): EXIF, GPS, XMP, IPTC
    // and ICC are all dropped. rotate() first applies the EXIF orientation that is about to be lost.
    return await image
      .rotate()
      .resize(IMAGE_MAX_DIMENSION, IMAGE_MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('FILE_INVALID');
  }
}

/** Re-encodes `input` (see toSafeWebp) and stores it in DATA_DIR/uploads/<folder>/; returns its public path. */
export async function saveImageUpload(dataDir: string, folder: string, input: Buffer): Promise<string> {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`invalid upload folder ${folder}`);
  const webp = await toSafeWebp(input);
  const dir = path.join(uploadsDir(dataDir), folder);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await fs.writeFile(path.join(dir, name), webp, { flag: 'wx' });
  return `${PUBLIC_PREFIX}${folder}/${name}`;
}

/**
 * Deletes an upload by its public path. Only paths of the exact shape saveImageUpload produces are
 * touched, and only inside DATA_DIR/uploads (no traversal); anything else is ignored. A file already
 * gone is fine. Returns whether a file was removed.
 */
export async function deleteUpload(dataDir: string, publicPath: string | null | undefined): Promise<boolean> {
  const match = publicPath ? PUBLIC_PATH_PATTERN.exec(publicPath) : null;
  if (!match) return false;
  const root = path.resolve(uploadsDir(dataDir));
  const file = path.resolve(root, match[1]!, match[2]!);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    await fs.unlink(file);
    await deleteVariants(dataDir, 'uploads', `${match[1]}/${match[2]!.replace(/\.webp$/, '')}`);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * @fastify/multipart options for a form with text fields and at most one image. Fields land in
 * `req.body` as strings and the file as a Buffer, so the route's zod body schema validates the whole
 * form and bad input gets the same VALIDATION_FAILED body as a JSON endpoint. Register it inside the
 * upload route's own plugin so no other route accepts multipart.
 * fieldSize is far above any text limit: busboy silently truncates longer values, and a truncated value
 * must still be long enough to fail the schema's max length rather than pass cut short.
 */
export function imageFormOptions(maxBytes = IMAGE_MAX_BYTES): FastifyMultipartAttachFieldsToBodyOptions {
  return {
    attachFieldsToBody: 'keyValues',
    limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 16 * 1024, parts: 21, headerPairs: 100 },
  };
}

/**
 * Zod schema of the optional image part. A browser sends an untouched file input as an empty part
 * (which arrives as an empty Buffer or, without a file name, as an empty field): both mean no image.
 */
const emptyFileToUndefined = (v: unknown) => (v === '' || (Buffer.isBuffer(v) && v.length === 0) ? undefined : v);

export const zOptionalImageFile = z.preprocess(
  emptyFileToUndefined,
  z
    .custom<Buffer>((v) => Buffer.isBuffer(v), { error: 'validation.invalid' })
    .optional()
    .meta({ format: 'binary', description: 'JPEG, PNG or WebP image, at most 5 MB' }),
);

/** The image part of a form that needs one (a profile picture): missing or empty -> required. */
export const zRequiredImageFile = z.preprocess(
  emptyFileToUndefined,
  z
    .custom<Buffer>((v) => Buffer.isBuffer(v), { error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalid') })
    .meta({ format: 'binary', description: 'JPEG, PNG or WebP image, at most 5 MB' }),
);

/**
 * Error handler for an upload route's plugin: turns multipart limit errors into our codes, then passes
 * everything on to the app's error handler (Fastify hands errors thrown here to the parent handler).
 */
export function uploadErrorHandler(maxBytes = IMAGE_MAX_BYTES) {
  return (error: FastifyError): never => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { maxMb: Math.round(maxBytes / 1024 / 1024) });
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_FIELDS_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_REQUEST');
    }
    throw error;
  };
}
