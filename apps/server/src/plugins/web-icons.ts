import { createHash } from 'node:crypto';
import type { TBootstrap } from '@congrega/contract/church';
import { themeColors } from '@congrega/contract/theme';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import icoEndec from 'ico-endec';
import sharp from 'sharp';
import { AppError } from '../lib/app-error.ts';
import { escapeHtml } from '../lib/html.ts';
import { TtlCache } from '../lib/ttl-cache.ts';

/**
 * The church's app icons (issue 37, "Install and icons"): PNGs drawn from its colour and logo (or its initial when it
 * has no logo) at the sizes platforms ask for, a maskable one whose logo keeps inside the safe zone (the inner 80%
 * circle), the 180 px apple-touch-icon and a favicon.ico (16, 32 and 48 px PNGs). Drawn once per church look and
 * kept (the key holds the colour and the logo, so a settings change draws new ones: the bootstrap it reads is
 * evicted on change); answered with an ETag of that key.
 */
export const ICON_FILES = {
  '/icons/icon-192.png': { size: 192, maskable: false },
  '/icons/icon-512.png': { size: 512, maskable: false },
  '/icons/maskable-512.png': { size: 512, maskable: true },
  '/apple-touch-icon.png': { size: 180, maskable: false },
} as const;
const FAVICON_SIZES = [16, 32, 48];

/** The manifest's icons: the PNGs (any, maskable) and the SVG. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

export type Look = { color: string; ink: string; logo: string | null; initial: string };

function lookOf(bootstrap: TBootstrap): Look {
  const colors = themeColors(bootstrap.visual.corApp);
  // The name's own word, as the manifest's short name takes it ("Igreja Videira" -> V).
  const initial = (bootstrap.igreja.nome.trim().split(/\s+/).at(-1) ?? '').charAt(0).toUpperCase() || 'C';
  return { color: colors.primary, ink: colors.onPrimary, logo: bootstrap.igreja.logo, initial };
}

/** The logo's bytes when it is one of this app's own images (/media/...), read through the app itself. */
async function logoBytes(app: FastifyInstance, host: string, logo: string | null): Promise<Buffer | null> {
  if (!logo?.startsWith('/media/')) return null;
  const res = await app.inject({ method: 'GET', url: logo, headers: { host } });
  return res.statusCode === 200 ? res.rawPayload : null;
}

export async function drawIcon(look: Look, logo: Buffer | null, size: number, maskable: boolean): Promise<Buffer> {
  // The logo takes 60% of the side (50% when maskable: its corners stay inside the safe circle).
  const inner = Math.round(size * (maskable ? 0.5 : 0.6));
  const base = sharp({ create: { width: size, height: size, channels: 4, background: look.color } });
  let mark: Buffer;
  if (logo) {
    mark = await sharp(logo)
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } else {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${inner}" height="${inner}"><text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(inner * 0.8)}" fill="${look.ink}">${escapeHtml(look.initial)}</text></svg>`;
    mark = await sharp(Buffer.from(svg)).png().toBuffer();
  }
  return base
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export default async function webIconsPlugin(app: FastifyInstance) {
  const drawn = new TtlCache<Buffer>({ ttlMs: 24 * 3_600_000, maxEntries: 2_000 });

  async function churchLook(req: FastifyRequest) {
    const church = await app.resolveChurch(req.headers.host);
    if (!church) throw new AppError('CHURCH_NOT_FOUND');
    if (!church.flagAtivo) throw new AppError('CHURCH_INACTIVE');
    return { church, look: lookOf(await app.churchBootstrap(church)) };
  }

  async function send(
    req: FastifyRequest,
    reply: FastifyReply,
    name: string,
    type: string,
    draw: (logo: Buffer | null, look: Look) => Promise<Buffer>,
  ) {
    const { church, look } = await churchLook(req);
    const key = `${church.id}:${name}:${look.color}:${look.logo ?? ''}:${look.initial}`;
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', 'public, max-age=3600').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    const body = await drawn.load(key, async () => draw(await logoBytes(app, req.headers.host ?? '', look.logo), look));
    return reply.type(type).send(body);
  }

  for (const [file, { size, maskable }] of Object.entries(ICON_FILES)) {
    app.get(file, { schema: { hide: true } }, (req, reply) =>
      send(req, reply, file, 'image/png', (logo, look) => drawIcon(look, logo, size, maskable)),
    );
  }
  app.get('/favicon.ico', { schema: { hide: true } }, (req, reply) =>
    send(req, reply, 'favicon', 'image/x-icon', async (logo, look) =>
      icoEndec.encode(await Promise.all(FAVICON_SIZES.map((size) => drawIcon(look, logo, size, false)))),
    ),
  );
}
