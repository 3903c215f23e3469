/** Query keys of the Bible reader: the text is the same for every church and viewer. */
export const bibleKeys = {
  versions: () => ['bible', 'versions'] as const,
  chapter: (versao: string, livro: string, capitulo: number) => ['bible', 'chapter', versao, livro, capitulo] as const,
};
