import * as bible from '@congrega/contract/endpoints/bible';
import type { TBibleBookCode } from '@congrega/contract/bible-books';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { bibleKeys } from './bible-keys.ts';

/**
 * GET /biblia/{versao}/{livro}/{capitulo}. A chapter never changes: never refetched while the tab lives, kept in
 * the tab's persisted query copy, and the service worker keeps every chapter read (cache first), so a chapter
 * read once opens offline.
 */
export const chapterQueryOptions = (versao: string, livro: TBibleBookCode, capitulo: number) =>
  queryOptions({
    queryKey: bibleKeys.chapter(versao, livro, capitulo),
    queryFn: ({ signal }) =>
      apiCall(bible.getBibleChapter, { params: { versao, livro, capitulo } }, { signal, navigateOnNetworkError: false }),
    staleTime: Infinity,
    gcTime: 24 * 60 * 60_000,
  });

/** `enabled` false while the translation is not known yet (the reader's default comes with the versions list). */
export function useBibleChapter(versao: string, livro: TBibleBookCode, capitulo: number, enabled = true) {
  return useQuery({ ...chapterQueryOptions(versao, livro, capitulo), enabled });
}
