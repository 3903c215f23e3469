import fs from 'node:fs';
import path from 'node:path';
import type { TLocale } from '@congrega/contract/locale';
import { splitKey, translate, type Catalogue, type TOptions } from '@congrega/contract/translate';

/**
 * The web app's translation catalogues as the build emitted them (src/locales/<lang>/<ns>.json in the Vite
 * manifest): their URLs for the page (the app fetches them) and their texts for the server's first paint,
 * read once per build and language.
 */
export interface WebTexts {
  /** Catalogue URLs of a language by namespace (/assets/common-1a2b.json). */
  urls(lang: TLocale): Record<string, string>;
  /** A translator for `lang` when every namespace in `ns` is there, else undefined (nothing is drawn then). */
  translator(lang: TLocale, ns: readonly string[]): Translator | undefined;
}

/** `t('prayer:wall.title')`, `t('item.prayers', { count })`: the web app's i18n rules (contract translate.ts). */
export type Translator = (key: string, options?: TOptions) => string;

export function loadWebTexts(distDir: string): WebTexts {
  const file = path.join(distDir, '.vite/manifest.json');
  let manifest: Record<string, { file: string }> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // No build manifest (the dev server, tests without a build): no catalogue URLs, nothing drawn.
  }
  const index = new Map<string, Record<string, string>>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /^src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(source);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    index.set(lang, { ...index.get(lang), [ns]: `/${chunk.file}` });
  }
  const texts = new Map<string, Catalogue | null>();
  const catalogue = (lang: string, ns: string): Catalogue | undefined => {
    const key = `${lang}/${ns}`;
    if (!texts.has(key)) {
      const url = index.get(lang)?.[ns];
      let value: Catalogue | null = null;
      try {
        if (url) value = JSON.parse(fs.readFileSync(path.join(distDir, url), 'utf8')) as Catalogue;
      } catch {
        value = null;
      }
      texts.set(key, value);
    }
    return texts.get(key) ?? undefined;
  };
  return {
    urls: (lang) => index.get(lang) ?? {},
    translator(lang, ns) {
      if (!ns.every((n) => catalogue(lang, n))) return undefined;
      return (key, options = {}) => {
        const [namespace, bare] = splitKey(key, 'common');
        return translate(bare, options, [lang], (l) => catalogue(l, namespace));
      };
    },
  };
}
