import type { TBibleChapter, TBibleChapterParams, TBibleVersions } from '@congrega/contract/bible';
import { bibleBook } from '@congrega/contract/bible-books';
import { AppError } from '../../lib/app-error.ts';
import type { BibleProvider } from './bible-provider.ts';
import { SHIPPED_VERSIONS, isShipped, shippedChapter } from './bible-text.ts';

/**
 * The Bible reader's data. No church rows: the same text for every church, so no transaction. Decided rules:
 * the shipped translations (KJV in English, Reina-Valera 1909 in Spanish) are always listed first, and a provider
 * version with a shipped code is left out (the shipped text wins); Portuguese appears only through the external
 * provider (no public-domain Portuguese text was found to ship), and the web reader says so.
 */
export function listVersions(provider: BibleProvider): TBibleVersions {
  return {
    versoes: [
      ...SHIPPED_VERSIONS.map((v) => ({ ...v, fonte: 'local' as const })),
      ...provider.versions.filter((v) => !isShipped(v.codigo)),
    ],
  };
}

export async function getChapter(provider: BibleProvider, { versao, livro, capitulo }: TBibleChapterParams): Promise<TBibleChapter> {
  const book = bibleBook(livro)!;
  if (capitulo > book.chapters) throw new AppError('BIBLE_CHAPTER_NOT_FOUND');
  if (isShipped(versao)) {
    const versiculos = await shippedChapter(versao, livro, capitulo);
    if (!versiculos) throw new AppError('BIBLE_CHAPTER_NOT_FOUND');
    return { versao, livro: book.code, capitulo, versiculos };
  }
  if (!provider.has(versao)) throw new AppError('BIBLE_VERSION_NOT_FOUND');
  return { versao, livro: book.code, capitulo, versiculos: await provider.chapter(versao, livro, capitulo) };
}
