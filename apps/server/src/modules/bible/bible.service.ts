import type { TBibleChapter, TBibleChapterParams, TBibleVersions } from '@congrega/contract/bible';
import { bibleBook } from '@congrega/contract/bible-books';
import { AppError } from '../../lib/app-error.ts';
import type { BibleProvider } from './bible-provider.ts';
import { SHIPPED_VERSION, shippedChapter } from './bible-text.ts';

/**
 * The Bible reader's data. No church rows: the same text for every church, so no transaction. Decided rules:
 * the shipped KJV is always listed first; Portuguese and Spanish appear only through the external provider (no
 * public-domain text in those languages is shipped), and the web reader says so and shows the English text.
 */
export function listVersions(provider: BibleProvider): TBibleVersions {
  return { versoes: [{ ...SHIPPED_VERSION, fonte: 'local' }, ...provider.versions] };
}

export async function getChapter(provider: BibleProvider, { versao, livro, capitulo }: TBibleChapterParams): Promise<TBibleChapter> {
  const book = bibleBook(livro)!;
  if (capitulo > book.chapters) throw new AppError('BIBLE_CHAPTER_NOT_FOUND');
  if (versao === SHIPPED_VERSION.codigo) {
    const versiculos = await shippedChapter(livro, capitulo);
    if (!versiculos) throw new AppError('BIBLE_CHAPTER_NOT_FOUND');
    return { versao, livro: book.code, capitulo, versiculos };
  }
  if (!provider.has(versao)) throw new AppError('BIBLE_VERSION_NOT_FOUND');
  return { versao, livro: book.code, capitulo, versiculos: await provider.chapter(versao, livro, capitulo) };
}
