import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MEDIA_PROCESS_JOB } from '../media/media.jobs.ts';
import { hasFfmpeg, makeTone, mediaCall, tempDir, uploadFile } from '../media/media.test-helpers.ts';
import { grantPreset, staffLogin, testPng, type StaffSession } from './admin.test-helpers.ts';

/** Audio uploads of the media library (issue 33): refused by content, not name; broken or silent files fail clearly. */
const dataDir = tempDir('congrega-audio-');
const clips = tempDir('congrega-audio-clips-');
let t: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  const videira = await createChurch(t.app, 'videira');
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  admin = await staffLogin(t.app, a, { totp: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clips, { recursive: true, force: true });
});

describe.skipIf(!hasFfmpeg)('audio uploads refused (needs ffmpeg)', () => {
  it('refuses audio by content: a PNG named .wav (415), a WAV of 0 seconds and a broken one (422), each a failed upload', async () => {
    const png = path.join(clips, 'capa.wav');
    fs.writeFileSync(png, await testPng(64, 64));
    const notAudio = await uploadFile(t.app, admin, png, 64 * 1024, 'videira', 'audio');
    expect([notAudio.res.statusCode, notAudio.res.json().code, notAudio.res.json().message]).toEqual([
      415,
      'MEDIA_NOT_AUDIO',
      'The file is not WAV, MP3 or M4A audio (checked by its content, not its name).',
    ]);
    const empty = path.join(clips, 'vazio.wav');
    fs.writeFileSync(empty, fs.readFileSync(makeTone(clips, 'base.wav', { seconds: 1 })).subarray(0, 44));
    const zero = await uploadFile(t.app, admin, empty, 64 * 1024, 'videira', 'audio');
    expect([zero.res.statusCode, zero.res.json().code]).toEqual([422, expect.stringMatching(/^MEDIA_(UNREADABLE|NO_DURATION)$/)]);
    const broken = path.join(clips, 'quebrado.wav');
    fs.writeFileSync(broken, Buffer.concat([Buffer.from('RIFF\xff\xff\xff\x7fWAVEjunk', 'latin1'), Buffer.alloc(4000, 7)]));
    const unreadable = await uploadFile(t.app, admin, broken, 64 * 1024, 'videira', 'audio');
    expect([unreadable.res.statusCode, unreadable.res.json().code]).toEqual([
      422,
      expect.stringMatching(/^MEDIA_(UNREADABLE|NO_DURATION)$/),
    ]);
    for (const { id } of [notAudio, zero, unreadable])
      expect((await mediaCall(t.app, admin, 'GET', `/${id}`)).json().situacao).toBe('falhou');
    expect(await t.app.jobs.drain(MEDIA_PROCESS_JOB)).toBe(0);
  });
});
