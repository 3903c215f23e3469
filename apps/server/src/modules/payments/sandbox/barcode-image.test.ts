import { describe, expect, it } from 'vitest';
import { boletoBarcodeSvg } from './barcode-image.ts';

const BARCODE = '00193373700000001000500940144816060680935031';
/** Interleaved 2 of 5 widths of digits 0-9 (N = narrow, W = wide). */
const DIGITS = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];

/** Reads the digits back from the SVG's bars (each a stroke centred on x), to prove what the image encodes. */
function decodeSvg(svg: string): { digits: string; ratio: number } {
  const bars: { left: number; right: number }[] = [];
  for (const [, width, d] of svg.matchAll(/stroke-width="(\d+(?:\.\d+)?)" d="([^"]+)"/g)) {
    for (const [, x] of d!.matchAll(/M(\d+(?:\.\d+)?) /g))
      bars.push({ left: Number(x) - Number(width) / 2, right: Number(x) + Number(width) / 2 });
  }
  bars.sort((a, b) => a.left - b.left);
  const elements: number[] = [];
  bars.forEach((bar, i) => {
    elements.push(bar.right - bar.left);
    if (i + 1 < bars.length) elements.push(bars[i + 1]!.left - bar.right);
  });
  const narrow = Math.min(...elements);
  const ratio = Math.max(...elements) / narrow;
  const marks = elements.map((w) => (w / narrow > 1.5 ? 'W' : 'N')).join('');
  expect(marks.slice(0, 4)).toBe('NNNN');
  expect(marks.slice(-3)).toBe('WNN');
  let digits = '';
  const body = marks.slice(4, -3);
  for (let at = 0; at < body.length; at += 10) {
    const chunk = body.slice(at, at + 10);
    const bar = [0, 2, 4, 6, 8].map((i) => chunk[i]).join('');
    const space = [1, 3, 5, 7, 9].map((i) => chunk[i]).join('');
    digits += DIGITS.indexOf(bar) + '' + DIGITS.indexOf(space);
  }
  return { digits, ratio };
}

describe('boletoBarcodeSvg', () => {
  it('draws the 44 digits as Interleaved 2 of 5 with 3:1 wide bars and no added check digit', () => {
    const svg = boletoBarcodeSvg(BARCODE);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(decodeSvg(svg)).toEqual({ digits: BARCODE, ratio: 3 });
  });
  it('is the same image for the same code', () => {
    expect(boletoBarcodeSvg(BARCODE)).toBe(boletoBarcodeSvg(BARCODE));
  });
  it.each(['', BARCODE.slice(1), `${BARCODE}0`, `${BARCODE.slice(0, -1)}x`])('refuses %j', (text) => {
    expect(() => boletoBarcodeSvg(text)).toThrow(RangeError);
  });
});
