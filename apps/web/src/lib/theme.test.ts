import { contrastRatio, normalizeHexColor, secondaryColor, themeColors, themeCss } from '@congrega/contract/theme';
import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme.ts';

describe('church colours', () => {
  it('derives the secondary colour as the primary with hex alpha 26', () => {
    expect(secondaryColor('#6a1b9a')).toBe('#6a1b9a26');
    expect(themeColors('#6A1B9A')).toMatchObject({ primary: '#6a1b9a', secondary: '#6a1b9a26' });
  });

  it('expands short hex colours and accepts a missing #', () => {
    expect(normalizeHexColor('#abc')).toBe('#aabbcc');
    expect(normalizeHexColor('1565C0')).toBe('#1565c0');
    expect(themeColors('#abc').secondary).toBe('#aabbcc26');
  });

  it('falls back to the product colour for unusable values', () => {
    for (const bad of [null, undefined, '', 'red', '#12345', 'rgb(1,2,3)', '#11223344', '#ggg']) {
      expect(themeColors(bad).primary).toBe('#4a2c83');
    }
  });

  it('never lets a value break out of the style rule', () => {
    expect(themeCss('#fff}</style><script>alert(1)</script>')).toBe(themeCss(null));
    expect(themeCss('#1565C0')).toBe(
      'html:root{--color-primary:#1565c0;--color-secondary:#1565c026;--color-on-primary:#ffffff;--color-primary-text:#1565c0}',
    );
  });

  it('picks readable text on the primary and a readable link colour', () => {
    const light = themeColors('#ffeb3b');
    expect(light.onPrimary).toBe('#000000');
    expect(light.primaryText).toBe('#1f1f1f');
    const dark = themeColors('#6a1b9a');
    expect(dark.onPrimary).toBe('#ffffff');
    expect(dark.primaryText).toBe('#6a1b9a');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('applies the variables and the theme-color meta to the document', () => {
    applyTheme('#1565C0');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#1565c0');
    expect(style.getPropertyValue('--color-secondary')).toBe('#1565c026');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1565c0');
  });
});
