import { themeColors, themeVariables } from '@congrega/contract/theme';

/**
 * Applies the church colours to the document. The server already writes them into index.html before
 * the first paint; this covers pages that were not injected (dev server, bootstrap fetched from /bff).
 * Uses the CSSOM (style.setProperty), which the Content-Security-Policy allows without 'unsafe-inline'.
 */
export function applyTheme(corApp: string | null | undefined, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(themeVariables(corApp))) root.style.setProperty(name, value);
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = themeColors(corApp).primary;
}
