import { ZBibleVerse, type TBibleVerse, type TBibleVersion } from '@congrega/contract/bible';
import { matchLocale } from '@congrega/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

export interface BibleProviderConfig {
  url?: string | undefined;
  key?: string | undefined;
  /** `code=locale` pairs, comma separated. */
  versions: string;
  timeoutMs: number;
}

export const BIBLE_PROVIDER_KEY_HEADER = 'X-API-Key';

const ZProviderChapter = z.object({ versiculos: z.array(ZBibleVerse).min(1) });

/**
 * Adapter of an external Bible provider (off unless BIBLE_PROVIDER_URL is set): translations the app does not
 * ship (e.g. a licensed Portuguese or Spanish text) are read from `GET {base}{version}/{book}/{chapter}` with the
 * key header. Unreachable, slow or malformed answers give 503 BIBLE_PROVIDER_UNAVAILABLE; its 404 gives
 * BIBLE_CHAPTER_NOT_FOUND. Logs name the failure only.
 */
export class BibleProvider {
  readonly versions: TBibleVersion[];

  constructor(
    private readonly config: BibleProviderConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.versions = config.url ? parseVersions(config.versions) : [];
  }

  has(codigo: string): boolean {
    return this.versions.some((v) => v.codigo === codigo);
  }

  async chapter(versao: string, livro: string, capitulo: number): Promise<TBibleVerse[]> {
    let res: Response;
    try {
      const base = this.config.url!.endsWith('/') ? this.config.url! : `${this.config.url!}/`;
      res = await fetch(new URL(`${versao}/${livro}/${capitulo}`, base), {
        headers: { accept: 'application/json', ...(this.config.key ? { [BIBLE_PROVIDER_KEY_HEADER]: this.config.key } : {}) },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      this.log.warn({ service: 'bible', reason: (err as Error).name }, 'bible provider unreachable');
      throw new AppError('BIBLE_PROVIDER_UNAVAILABLE');
    }
    if (res.status === 404) {
      await res.body?.cancel();
      throw new AppError('BIBLE_CHAPTER_NOT_FOUND');
    }
    const body = res.ok ? ZProviderChapter.safeParse(await res.json().catch(() => null)) : null;
    if (!body?.success) {
      if (!res.bodyUsed) await res.body?.cancel();
      this.log.warn({ service: 'bible', status: res.status }, 'bible provider failed');
      throw new AppError('BIBLE_PROVIDER_UNAVAILABLE');
    }
    return body.data.versiculos;
  }
}

function parseVersions(list: string): TBibleVersion[] {
  return list
    .split(',')
    .map((pair) => pair.trim().split('='))
    .flatMap(([codigo, locale]) => {
      const idioma = matchLocale(locale);
      if (!codigo || !/^[a-z0-9-]{1,20}$/.test(codigo) || !idioma) return [];
      return [{ codigo, nome: codigo.toUpperCase(), idioma, fonte: 'externa' as const }];
    });
}
