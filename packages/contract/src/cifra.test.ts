import { describe, expect, it } from 'vitest';
import { parseChordPro } from './chordpro.ts';
import { cifraToChordPro, looksLikeCifra } from './cifra.ts';

describe('cifraToChordPro', () => {
  it('puts each chord of a line above the words in at its column', () => {
    const cifra = ['G        D/F#      Em', 'Quão grande és tu, Senhor'].join('\n');
    expect(cifraToChordPro(cifra)).toBe('[G]Quão gran[D/F#]de és tu, [Em]Senhor');
  });

  it('reads Brazilian qualities: 7/9, C7(9), G/B, 7M, º', () => {
    const cifra = ['A7/9    C7(9)  G/B', 'Santo, santo, santo', 'E7M  Bº', 'Deus'].join('\n');
    const lines = parseChordPro(cifraToChordPro(cifra));
    expect(lines[0]!.map((s) => s.acorde)).toEqual(['A7/9', 'C7(9)', 'G/B']);
    expect(lines[1]!.map((s) => s.acorde)).toEqual(['E7M', 'Bº']);
    expect(lines[1]!.map((s) => s.texto).join('')).toBe('Deus ');
  });

  it('pads the words when a chord is past their end, keeps chord lines alone over a gap, and labels', () => {
    expect(cifraToChordPro('C       G\nAmém')).toBe('[C]Amém    [G]');
    expect(cifraToChordPro('Intro: G  D  Em\nG\n\nLetra')).toBe('Intro: [G]  [D]  [Em]\n[G]\n\nLetra');
  });

  it('leaves ChordPro and plain lyrics as they are', () => {
    const chordPro = '{title: X}\n[G]Amazing [C]grace\nA mighty fortress\n\nE agora';
    expect(cifraToChordPro(chordPro)).toBe(chordPro);
    expect(looksLikeCifra(chordPro)).toBe(false);
    expect(looksLikeCifra('D  A\nSenhor')).toBe(true);
  });
});
