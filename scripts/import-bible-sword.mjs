#!/usr/bin/env -S npx tsx
/**
 * Converts a SWORD Bible module's plain export (`mod2imp`, Debian package libsword-utils) into the compact file the
 * server ships: gzip-compressed JSON `{ "GEN": [[verse 1, verse 2, ...], ...chapters], ... }`, keyed by the
 * app's USFM book codes in canonical order; verse n of a chapter is item n-1 ("" when the module lacks it).
 * The markup is stripped to the words: Strong's lemmas (<w>), added-word marks (<transChange>), paragraph and
 * book divisions, milestones, titles (only book headings, in the verse-0 entries, which are dropped) and notes.
 *
 * Regenerate the shipped Reina-Valera 1909 (Debian package sword-text-sparv, module spaRV1909eb, PUBLIC DOMAIN):
 *
 *   apt-get install sword-text-sparv libsword-utils
 *   mod2imp spaRV1909eb > /tmp/sparv.imp
 *   npx tsx scripts/import-bible-sword.mjs /tmp/sparv.imp apps/server/src/modules/bible/texts/rv1909.json.gz
 *
 * Prints the counts (books, chapters, verses) and fails unless the module has the 66 books with the chapter
 * counts of packages/contract/src/bible-books.ts.
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BIBLE_BOOKS } from '../packages/contract/src/bible-books.ts';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: npx tsx scripts/import-bible-sword.mjs <mod2imp export> <output .json.gz>');
  process.exit(2);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The words of one OSIS verse: notes dropped with their content, every other tag dropped, spaces normalised. */
function plainVerse(osis) {
  return osis
    .replace(/<note\b[^>]*\/>/g, '')
    .replace(/<note\b[\s\S]*?<\/note>/g, '')
    .replace(/<title\b[\s\S]*?<\/title>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ENTITIES[name])
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:?!)])/g, '$1')
    .trim();
}

const lines = fs.readFileSync(input, 'utf8').split('\n');
/** SWORD book name (English, in canonical order) -> app book code. */
const codes = new Map();
const books = {};
let verses = 0;
for (let i = 0; i < lines.length; i++) {
  const m = /^\$\$\$(.+) (\d+):(\d+)$/.exec(lines[i]);
  if (!m) continue;
  const [, name, chapter, verse] = m;
  if (!codes.has(name)) {
    const book = BIBLE_BOOKS[codes.size];
    if (!book) throw new Error(`more books than the canon: ${name}`);
    codes.set(name, book.code);
  }
  const c = Number(chapter);
  const v = Number(verse);
  if (c === 0 || v === 0) continue; // book and chapter headings
  const text = plainVerse(lines[i + 1] ?? '');
  if (!text) continue;
  const chapters = (books[codes.get(name)] ??= []);
  const list = (chapters[c - 1] ??= []);
  while (list.length < v - 1) list.push('');
  list[v - 1] = text;
  verses++;
}

let chapterCount = 0;
for (const book of BIBLE_BOOKS) {
  const chapters = books[book.code];
  if (!chapters || chapters.length !== book.chapters || chapters.some((c) => !c?.length)) {
    throw new Error(`${book.code}: expected ${book.chapters} chapters, got ${chapters?.length ?? 0}`);
  }
  chapterCount += chapters.length;
}
const json = JSON.stringify(books);
const gz = gzipSync(json, { level: 9 });
fs.writeFileSync(output, gz);
console.log(
  JSON.stringify({ books: Object.keys(books).length, chapters: chapterCount, verses, jsonBytes: json.length, gzipBytes: gz.length }),
);
