import type { TLocale } from './locale.ts';

/**
 * The 66 books of the Protestant canon in order: USFM code (the reader's URL and API name), chapter count, and
 * the name and usual abbreviation in each language (English, Portuguese, Spanish). The reader's picker, the
 * reference parser (bible-reference.ts) and the server's text sources all read this one table.
 */
const ROWS = [
  ['GEN', 50, 'Genesis', 'Gen', 'Gênesis', 'Gn', 'Génesis', 'Gn'],
  ['EXO', 40, 'Exodus', 'Exod', 'Êxodo', 'Êx', 'Éxodo', 'Éx'],
  ['LEV', 27, 'Leviticus', 'Lev', 'Levítico', 'Lv', 'Levítico', 'Lv'],
  ['NUM', 36, 'Numbers', 'Num', 'Números', 'Nm', 'Números', 'Nm'],
  ['DEU', 34, 'Deuteronomy', 'Deut', 'Deuteronômio', 'Dt', 'Deuteronomio', 'Dt'],
  ['JOS', 24, 'Joshua', 'Josh', 'Josué', 'Js', 'Josué', 'Jos'],
  ['JDG', 21, 'Judges', 'Judg', 'Juízes', 'Jz', 'Jueces', 'Jue'],
  ['RUT', 4, 'Ruth', 'Ruth', 'Rute', 'Rt', 'Rut', 'Rt'],
  ['1SA', 31, '1 Samuel', '1Sam', '1 Samuel', '1Sm', '1 Samuel', '1S'],
  ['2SA', 24, '2 Samuel', '2Sam', '2 Samuel', '2Sm', '2 Samuel', '2S'],
  ['1KI', 22, '1 Kings', '1Kgs', '1 Reis', '1Rs', '1 Reyes', '1R'],
  ['2KI', 25, '2 Kings', '2Kgs', '2 Reis', '2Rs', '2 Reyes', '2R'],
  ['1CH', 29, '1 Chronicles', '1Chr', '1 Crônicas', '1Cr', '1 Crónicas', '1Cr'],
  ['2CH', 36, '2 Chronicles', '2Chr', '2 Crônicas', '2Cr', '2 Crónicas', '2Cr'],
  ['EZR', 10, 'Ezra', 'Ezra', 'Esdras', 'Ed', 'Esdras', 'Esd'],
  ['NEH', 13, 'Nehemiah', 'Neh', 'Neemias', 'Ne', 'Nehemías', 'Neh'],
  ['EST', 10, 'Esther', 'Esth', 'Ester', 'Et', 'Ester', 'Est'],
  ['JOB', 42, 'Job', 'Job', 'Jó', 'Jó', 'Job', 'Job'],
  ['PSA', 150, 'Psalms', 'Ps', 'Salmos', 'Sl', 'Salmos', 'Sal'],
  ['PRO', 31, 'Proverbs', 'Prov', 'Provérbios', 'Pv', 'Proverbios', 'Pr'],
  ['ECC', 12, 'Ecclesiastes', 'Eccl', 'Eclesiastes', 'Ec', 'Eclesiastés', 'Ec'],
  ['SNG', 8, 'Song of Solomon', 'Song', 'Cânticos', 'Ct', 'Cantares', 'Cnt'],
  ['ISA', 66, 'Isaiah', 'Isa', 'Isaías', 'Is', 'Isaías', 'Is'],
  ['JER', 52, 'Jeremiah', 'Jer', 'Jeremias', 'Jr', 'Jeremías', 'Jer'],
  ['LAM', 5, 'Lamentations', 'Lam', 'Lamentações', 'Lm', 'Lamentaciones', 'Lm'],
  ['EZK', 48, 'Ezekiel', 'Ezek', 'Ezequiel', 'Ez', 'Ezequiel', 'Ez'],
  ['DAN', 12, 'Daniel', 'Dan', 'Daniel', 'Dn', 'Daniel', 'Dn'],
  ['HOS', 14, 'Hosea', 'Hos', 'Oseias', 'Os', 'Oseas', 'Os'],
  ['JOL', 3, 'Joel', 'Joel', 'Joel', 'Jl', 'Joel', 'Jl'],
  ['AMO', 9, 'Amos', 'Amos', 'Amós', 'Am', 'Amós', 'Am'],
  ['OBA', 1, 'Obadiah', 'Obad', 'Obadias', 'Ob', 'Abdías', 'Abd'],
  ['JON', 4, 'Jonah', 'Jonah', 'Jonas', 'Jn', 'Jonás', 'Jon'],
  ['MIC', 7, 'Micah', 'Mic', 'Miqueias', 'Mq', 'Miqueas', 'Mi'],
  ['NAM', 3, 'Nahum', 'Nah', 'Naum', 'Na', 'Nahúm', 'Nah'],
  ['HAB', 3, 'Habakkuk', 'Hab', 'Habacuque', 'Hc', 'Habacuc', 'Hab'],
  ['ZEP', 3, 'Zephaniah', 'Zeph', 'Sofonias', 'Sf', 'Sofonías', 'Sof'],
  ['HAG', 2, 'Haggai', 'Hag', 'Ageu', 'Ag', 'Hageo', 'Hag'],
  ['ZEC', 14, 'Zechariah', 'Zech', 'Zacarias', 'Zc', 'Zacarías', 'Zac'],
  ['MAL', 4, 'Malachi', 'Mal', 'Malaquias', 'Ml', 'Malaquías', 'Mal'],
  ['MAT', 28, 'Matthew', 'Matt', 'Mateus', 'Mt', 'Mateo', 'Mt'],
  ['MRK', 16, 'Mark', 'Mark', 'Marcos', 'Mc', 'Marcos', 'Mr'],
  ['LUK', 24, 'Luke', 'Luke', 'Lucas', 'Lc', 'Lucas', 'Lc'],
  ['JHN', 21, 'John', 'John', 'João', 'Jo', 'Juan', 'Jn'],
  ['ACT', 28, 'Acts', 'Acts', 'Atos', 'At', 'Hechos', 'Hch'],
  ['ROM', 16, 'Romans', 'Rom', 'Romanos', 'Rm', 'Romanos', 'Ro'],
  ['1CO', 16, '1 Corinthians', '1Cor', '1 Coríntios', '1Co', '1 Corintios', '1Co'],
  ['2CO', 13, '2 Corinthians', '2Cor', '2 Coríntios', '2Co', '2 Corintios', '2Co'],
  ['GAL', 6, 'Galatians', 'Gal', 'Gálatas', 'Gl', 'Gálatas', 'Gá'],
  ['EPH', 6, 'Ephesians', 'Eph', 'Efésios', 'Ef', 'Efesios', 'Ef'],
  ['PHP', 4, 'Philippians', 'Phil', 'Filipenses', 'Fp', 'Filipenses', 'Flp'],
  ['COL', 4, 'Colossians', 'Col', 'Colossenses', 'Cl', 'Colosenses', 'Col'],
  ['1TH', 5, '1 Thessalonians', '1Thess', '1 Tessalonicenses', '1Ts', '1 Tesalonicenses', '1Ts'],
  ['2TH', 3, '2 Thessalonians', '2Thess', '2 Tessalonicenses', '2Ts', '2 Tesalonicenses', '2Ts'],
  ['1TI', 6, '1 Timothy', '1Tim', '1 Timóteo', '1Tm', '1 Timoteo', '1Ti'],
  ['2TI', 4, '2 Timothy', '2Tim', '2 Timóteo', '2Tm', '2 Timoteo', '2Ti'],
  ['TIT', 3, 'Titus', 'Titus', 'Tito', 'Tt', 'Tito', 'Tit'],
  ['PHM', 1, 'Philemon', 'Phlm', 'Filemom', 'Fm', 'Filemón', 'Flm'],
  ['HEB', 13, 'Hebrews', 'Heb', 'Hebreus', 'Hb', 'Hebreos', 'He'],
  ['JAS', 5, 'James', 'Jas', 'Tiago', 'Tg', 'Santiago', 'Stg'],
  ['1PE', 5, '1 Peter', '1Pet', '1 Pedro', '1Pe', '1 Pedro', '1P'],
  ['2PE', 3, '2 Peter', '2Pet', '2 Pedro', '2Pe', '2 Pedro', '2P'],
  ['1JN', 5, '1 John', '1John', '1 João', '1Jo', '1 Juan', '1Jn'],
  ['2JN', 1, '2 John', '2John', '2 João', '2Jo', '2 Juan', '2Jn'],
  ['3JN', 1, '3 John', '3John', '3 João', '3Jo', '3 Juan', '3Jn'],
  ['JUD', 1, 'Jude', 'Jude', 'Judas', 'Jd', 'Judas', 'Jud'],
  ['REV', 22, 'Revelation', 'Rev', 'Apocalipse', 'Ap', 'Apocalipsis', 'Ap'],
] as const;

export type TBibleBookCode = (typeof ROWS)[number][0];

export interface TBibleBook {
  code: TBibleBookCode;
  /** Position in the canon, 1-66. */
  order: number;
  chapters: number;
  names: Record<TLocale, string>;
  abbreviations: Record<TLocale, string>;
}

export const BIBLE_BOOKS: readonly TBibleBook[] = ROWS.map(([code, chapters, en, enAbbr, pt, ptAbbr, es, esAbbr], index) => ({
  code,
  order: index + 1,
  chapters,
  names: { en, 'pt-BR': pt, es },
  abbreviations: { en: enAbbr, 'pt-BR': ptAbbr, es: esAbbr },
}));

export const BIBLE_BOOK_CODES = BIBLE_BOOKS.map((book) => book.code) as [TBibleBookCode, ...TBibleBookCode[]];

const BY_CODE = new Map(BIBLE_BOOKS.map((book) => [book.code as string, book]));

export function bibleBook(code: string): TBibleBook | undefined {
  return BY_CODE.get(code);
}

export interface TChapterRef {
  livro: TBibleBookCode;
  capitulo: number;
}

/** The chapter before or after, crossing book boundaries; null at Genesis 1 and Revelation 22. */
export function adjacentChapter(ref: TChapterRef, step: 1 | -1): TChapterRef | null {
  const book = BY_CODE.get(ref.livro);
  if (!book) return null;
  const capitulo = ref.capitulo + step;
  if (capitulo >= 1 && capitulo <= book.chapters) return { livro: book.code, capitulo };
  const next = BIBLE_BOOKS[book.order - 1 + step];
  if (!next) return null;
  return { livro: next.code, capitulo: step === 1 ? 1 : next.chapters };
}
