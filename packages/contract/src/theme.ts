/**
 * Church colours as CSS custom properties. Shared by the server (which writes them into index.html so the
 * first paint already has the church's colours) and the browser (fallback when the page was not injected).
 * Spec: the secondary colour is the primary colour with hex alpha 26 (about 15% opacity).
 */
export const DEFAULT_PRIMARY = '#4a2c83';
export const SECONDARY_ALPHA = '26';

/** '#ABC' / '#aabbcc' / 'aabbcc' -> '#aabbcc'; anything else (names, rgb(), alpha forms) -> undefined. */
export function normalizeHexColor(color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  const hex = color.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((d) => d + d).join('')}`;
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  return undefined;
}

export function secondaryColor(primary: string): string {
  return `${primary}${SECONDARY_ALPHA}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ThemeColors {
  primary: string;
  secondary: string;
  /** Text on a primary background: black or white, whichever reads better. */
  onPrimary: string;
  /** Primary used as text on white (links): the primary itself when it is readable, else near-black. */
  primaryText: string;
}

/** Church colours from `igrejaVisual.corApp`; an unusable value falls back to the product colour. */
export function themeColors(corApp: string | null | undefined): ThemeColors {
  const primary = normalizeHexColor(corApp) ?? DEFAULT_PRIMARY;
  const onPrimary = contrastRatio(primary, '#ffffff') >= contrastRatio(primary, '#000000') ? '#ffffff' : '#000000';
  return {
    primary,
    secondary: secondaryColor(primary),
    onPrimary,
    primaryText: contrastRatio(primary, '#ffffff') >= 4.5 ? primary : '#1f1f1f',
  };
}

export function themeVariables(corApp: string | null | undefined): Record<string, string> {
  const c = themeColors(corApp);
  return {
    '--color-primary': c.primary,
    '--color-secondary': c.secondary,
    '--color-on-primary': c.onPrimary,
    '--color-primary-text': c.primaryText,
  };
}

/**
 * `html:root{...}` rule with the variables; values are normalized hex, so safe inside a <style> element.
 * `html:root` outranks the stylesheet's `:root` defaults wherever the two end up in the page.
 */
export function themeCss(corApp: string | null | undefined): string {
  const body = Object.entries(themeVariables(corApp))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `html:root{${body}}`;
}
