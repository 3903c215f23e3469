import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { hlsFile, mediaLinkKey, signMediaLink, verifyMediaLink } from './signed-media.ts';

/** The signed media links Play and the media library share: bound to church, item, kind, purpose and expiry. */
const media = mediaLinkKey('secret-a', 'congrega-media-playback-v1', 'm', 'MEDIA_LINK_EXPIRED');
const play = mediaLinkKey('secret-a', 'congrega-play-media-v1', 'vc', 'PLAY_MEDIA_LINK_EXPIRED');
const now = new Date('2026-12-04T10:00:00Z');
const exp = Math.floor(now.getTime() / 1000) + 600;

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return 'none';
};

describe('signed media links', () => {
  it('verifies its own token and refuses every widening', () => {
    const token = signMediaLink(media, 1, 7, 'm', exp);
    expect(verifyMediaLink(media, 1, token, now)).toEqual({ id: 7, kind: 'm' });
    expect(codeOf(() => verifyMediaLink(media, 2, token, now))).toBe('NOT_FOUND');
    expect(codeOf(() => verifyMediaLink(media, 1, token.replace(/^7\./, '8.'), now))).toBe('NOT_FOUND');
    expect(codeOf(() => verifyMediaLink(media, 1, token.replace(`.${exp}.`, `.${exp + 3600}.`), now))).toBe('NOT_FOUND');
    expect(codeOf(() => verifyMediaLink(media, 1, `${token}\u0000`, now))).toBe('NOT_FOUND');
    expect(codeOf(() => verifyMediaLink(media, 1, token, new Date((exp + 1) * 1000)))).toBe('MEDIA_LINK_EXPIRED');
  });

  it('a token of one purpose or secret never verifies as another', () => {
    const playToken = signMediaLink(play, 1, 7, 'v', exp);
    expect(codeOf(() => verifyMediaLink(media, 1, playToken, now))).toBe('NOT_FOUND');
    const other = mediaLinkKey('secret-b', 'congrega-media-playback-v1', 'm', 'MEDIA_LINK_EXPIRED');
    expect(codeOf(() => verifyMediaLink(media, 1, signMediaLink(other, 1, 7, 'm', exp), now))).toBe('NOT_FOUND');
    expect(() => signMediaLink(media, 1, 7, 'v', exp)).toThrow();
    expect(codeOf(() => verifyMediaLink(play, 1, playToken, new Date((exp + 5) * 1000)))).toBe('PLAY_MEDIA_LINK_EXPIRED');
  });

  it('HLS names: one file of the folder, never a path', () => {
    expect(hlsFile('v0-0001.ts')).toEqual({ name: 'v0-0001.ts', type: 'video/mp2t' });
    for (const name of ['../index.m3u8', '..', 'hls/v0.m3u8', 'a.b.ts', 'legenda-1.vtt', '%2e%2e', 'x.ts\u0000'])
      expect(
        codeOf(() => hlsFile(name)),
        name,
      ).toBe('NOT_FOUND');
  });
});
