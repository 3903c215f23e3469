import { describe, expect, it } from 'vitest';
import { toPrayerFormData } from './create-prayer.ts';

const values = { mensagem: 'Pela saúde da minha mãe', flagPublicarMural: true, flagReceberLigacao: false, flagReceberVisita: true };

describe('toPrayerFormData', () => {
  it('sends the text fields with booleans as "true"/"false"', () => {
    const form = toPrayerFormData({ values: { ...values, idOracaoMotivo: 3 }, image: null });
    expect(Object.fromEntries(form.entries())).toEqual({
      mensagem: 'Pela saúde da minha mãe',
      idOracaoMotivo: '3',
      flagPublicarMural: 'true',
      flagReceberLigacao: 'false',
      flagReceberVisita: 'true',
    });
  });

  it('leaves out an unchosen reason and the image when there is none', () => {
    const form = toPrayerFormData({ values, image: null });
    expect(form.has('idOracaoMotivo')).toBe(false);
    expect(form.has('imagem')).toBe(false);
  });

  it('attaches the image as the imagem file part', () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' });
    const part = toPrayerFormData({ values, image }).get('imagem');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('foto.png');
  });
});
