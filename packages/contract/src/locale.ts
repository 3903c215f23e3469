/** Locales the product speaks. pt-BR is the source catalogue; English is the fallback. */
export const LOCALES = ['pt-BR', 'en', 'es'] as const;
export type TLocale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: TLocale = 'en';

/** Maps any language tag (pt, pt_BR, es-AR, en-US...) to one of our locales, or undefined. */
export function matchLocale(tag: string | null | undefined): TLocale | undefined {
  if (!tag) return undefined;
  const base = tag.trim().replace('_', '-').toLowerCase().split('-')[0];
  if (base === 'pt') return 'pt-BR';
  if (base === 'en') return 'en';
  if (base === 'es') return 'es';
  return undefined;
}

/** Picks the best locale from an Accept-Language header (quality values honoured). */
export function localeFromAcceptLanguage(header: string | null | undefined): TLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** Church `idioma` as stored (pt_BR) to a BCP 47 tag (pt-br), as the spec describes; default en. */
export function normalizeIdioma(idioma: string | null | undefined): string {
  return idioma ? idioma.replace(/_/g, '-').toLowerCase() : 'en';
}
