import { useEffect } from 'react';
import { getBootstrap } from './bootstrap.ts';

/** "<page> · <church>" as the tab title (the church name alone on church home). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    const church = getBootstrap().igreja.nome;
    document.title = page ? `${page} · ${church}` : church;
  }, [page]);
}
