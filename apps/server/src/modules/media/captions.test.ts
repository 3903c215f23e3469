import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { readCaptions, toWebVtt } from './captions.ts';

/** Caption files: WebVTT kept as cues, SRT converted, every refusal naming its line. */
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, linha: error.params.linha };
  }
  return undefined;
};

describe('captions', () => {
  it('reads WebVTT (header text, notes, styles, ids, settings, hours optional) and writes it back clean', () => {
    const vtt = [
      '\uFEFFWEBVTT - Culto',
      '',
      'NOTE feito à mão',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'abertura',
      '00:01.000 --> 00:03.500 line:90%',
      'Bem-vindos!',
      '',
      '00:00:04.000 --> 00:00:06.000',
      '<i>Oremos</i>',
      'juntos',
    ].join('\r\n');
    const cues = readCaptions(vtt, 'vtt', 10);
    expect(cues).toEqual([
      { id: 'abertura', start: 1, end: 3.5, settings: 'line:90%', text: ['Bem-vindos!'] },
      { id: null, start: 4, end: 6, settings: '', text: ['<i>Oremos</i>', 'juntos'] },
    ]);
    expect(toWebVtt(cues)).toBe(
      'WEBVTT\n\nabertura\n00:00:01.000 --> 00:00:03.500 line:90%\nBem-vindos!\n\n00:00:04.000 --> 00:00:06.000\n<i>Oremos</i>\njuntos\n',
    );
  });

  it('converts SRT (numbered cues, comma decimals, <font> dropped) to WebVTT', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:02,250\n<font color="#fff">Graça</font> e paz\n\n2\n00:00:02,500 --> 00:00:04,000\n<b>Amém</b>\n';
    expect(toWebVtt(readCaptions(srt, 'srt', 5))).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.250\nGraça e paz\n\n00:00:02.500 --> 00:00:04.000\n<b>Amém</b>\n',
    );
  });

  it('refuses bad timings, cues past the end and malformed files, naming the line', () => {
    const vtt = (...lines: string[]) => ['WEBVTT', '', ...lines].join('\n');
    expect(refusal(() => readCaptions(vtt('00:05.000 --> 00:04.000', 'volta'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_TIMING',
      linha: 3,
    });
    expect(refusal(() => readCaptions(vtt('00:05.000 --> 00:06.000', 'a', '', '00:02.000 --> 00:03.000', 'b'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_TIMING',
      linha: 6,
    });
    expect(refusal(() => readCaptions(vtt('00:11.000 --> 00:12.000', 'depois'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_PAST_END',
      linha: 3,
    });
    expect(refusal(() => readCaptions(vtt('00:09.000 --> 00:14.000', 'longe'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_PAST_END',
      linha: 3,
    });
    expect(readCaptions(vtt('00:09.000 --> 00:10.500', 'fim'), 'vtt', 10)).toHaveLength(1);
    expect(refusal(() => readCaptions('1\n00:00:01,000 --> 00:00:02,000\na\n', 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_MALFORMED',
      linha: 1,
    });
    expect(refusal(() => readCaptions(vtt('00:01.000 -> 00:02.000', 'seta'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_MALFORMED',
      linha: 4,
    });
    expect(refusal(() => readCaptions(vtt('00:01,000 --> 00:02,000', 'vírgula'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_MALFORMED',
      linha: 3,
    });
    expect(refusal(() => readCaptions(vtt('00:01.000 --> 00:02.000'), 'vtt', 10))).toEqual({ code: 'MEDIA_CAPTION_MALFORMED', linha: 3 });
    expect(refusal(() => readCaptions(vtt('00:01.000 --> 00:02.000', 'a --> b'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_MALFORMED',
      linha: 4,
    });
    expect(refusal(() => readCaptions('x\n00:00:01,000 --> 00:00:02,000\na\n', 'srt', 10))).toEqual({
      code: 'MEDIA_CAPTION_MALFORMED',
      linha: 1,
    });
    expect(refusal(() => readCaptions('WEBVTT\n\nNOTE só isso\n', 'vtt', 10))?.code).toBe('MEDIA_CAPTION_EMPTY');
    expect(refusal(() => readCaptions(vtt('99:00.000 --> 99:01.000', 'x'), 'vtt', 10))).toEqual({
      code: 'MEDIA_CAPTION_MALFORMED',
      linha: 3,
    });
  });
});
