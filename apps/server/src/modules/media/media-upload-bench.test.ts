/**
 * RSS growth of one large upload through the console's chunk endpoint (issue 35: the server never holds a file in
 * memory). Run: `MEDIA_BENCH_MB=500 npx vitest run apps/server/src/modules/media/media-upload-bench.test.ts` from
 * the repository root (skipped without MEDIA_BENCH_MB: it is a bench, not part of the suite). A real HTTP server on a free loopback port, PGlite in memory, a temporary DATA_DIR; the file is generated
 * (one 8 MiB random buffer reused, an MP4 `ftyp` box first so the content check passes) and sent in 8 MiB chunks
 * with their SHA-256, as the console sends them. Prints the RSS before, the peak while uploading and the growth.
 * The file is not a real video: its completion is refused by ffprobe (422), which is not what is measured.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEDIA_CHUNK_BYTES } from '@congrega/contract/admin/media';
import { expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { grantPreset, staffLogin } from '../admin/admin.test-helpers.ts';
import { tempDir } from './media.test-helpers.ts';

const megabytes = Number(process.env.MEDIA_BENCH_MB ?? 0);

it.skipIf(!megabytes)(
  'RSS growth of a large upload stays under 50 MB',
  async () => {
    const total = megabytes * 1024 * 1024;
    const dataDir = tempDir('congrega-media-bench-');
    const t = await createTestApp({ dataDir });
    const church = await createChurch(t.app, 'videira');
    const member = await createMember(t.app, church);
    await grantPreset(t.app, church, member, 'church_admin');
    const staff = await staffLogin(t.app, member, { totp: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;

    function request(method: string, path: string, body?: Buffer, type = 'application/json'): Promise<{ status: number; json: unknown }> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: `/api/v1/admin/videira/media${path}`,
            headers: { ...staff.headers, 'content-type': type, ...(body ? { 'content-length': body.length } : {}) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : null }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    }

    const chunk = randomBytes(MEDIA_CHUNK_BYTES);
    const created = await request('POST', '', Buffer.from(JSON.stringify({ nome: 'bench.mp4', tamanho: total, tipo: 'video' })));
    const id = (created.json as { id: number }).id;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = Date.now();
    let last = created;
    for (let offset = 0; offset < total; offset += MEDIA_CHUNK_BYTES) {
      const bytes = chunk.subarray(0, Math.min(MEDIA_CHUNK_BYTES, total - offset));
      if (offset === 0) Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(bytes);
      else if (offset === MEDIA_CHUNK_BYTES) randomBytes(24).copy(bytes);
      last = await request(
        'PUT',
        `/${id}/chunk?offset=${offset}&sha256=${createHash('sha256').update(bytes).digest('hex')}`,
        bytes,
        'application/octet-stream',
      );
      if (last.status !== 200 && offset + bytes.length < total)
        throw new Error(`chunk at ${offset}: ${last.status} ${JSON.stringify(last.json)}`);
    }
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.warn(
      `upload of ${megabytes} MiB in ${Math.ceil(total / MEDIA_CHUNK_BYTES)} chunks: ${seconds.toFixed(1)} s; RSS before ${mb(before)} MiB, ` +
        `peak ${mb(peak)} MiB, growth ${mb(peak - before)} MiB (last answer ${last.status})`,
    );
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(peak - before).toBeLessThan(50 * 1024 * 1024);
  },
  900_000,
);
