import type { TLocale } from '@congrega/contract/locale';
import type { CatalogueLoader } from './store.ts';
import type { Catalogue } from './translate.ts';

/** Small catalogues for the i18n tests: `en` lacks `common.onlyInSource`, nobody has `common.nowhere`. */
export const TEST_CATALOGUES: Record<string, Catalogue> = {
  'pt-BR/common': { hello: 'Olá, {{name}}', onlyInSource: 'Só em português' },
  'en/common': { hello: 'Hello, {{name}}' },
  'es/common': { hello: 'Hola, {{name}}', onlyInSource: 'Solo en español' },
  'pt-BR/prayer': { title: 'Mural de oração', items_one: '{{count, number}} pedido', items_other: '{{count, number}} pedidos' },
  'en/prayer': { title: 'Prayer wall', items_one: '{{count, number}} request', items_other: '{{count, number}} requests' },
  'es/prayer': { title: 'Muro de oración', items_one: '{{count, number}} pedido', items_other: '{{count, number}} pedidos' },
};

/** A loader over TEST_CATALOGUES that records every request and can hold answers back until released. */
export function testLoader(options: { hold?: boolean; fail?: (id: string) => boolean } = {}) {
  const calls: string[] = [];
  const held: (() => void)[] = [];
  const load: CatalogueLoader = (language: TLocale, namespace: string) => {
    const id = `${language}/${namespace}`;
    calls.push(id);
    const answer = () => {
      if (options.fail?.(id)) throw new Error(`no ${id}`);
      return TEST_CATALOGUES[id] ?? {};
    };
    if (!options.hold) return Promise.resolve().then(answer);
    return new Promise<Catalogue>((resolve, reject) =>
      held.push(() => {
        try {
          resolve(answer());
        } catch (err) {
          reject(err as Error);
        }
      }),
    );
  };
  /** Answers every request made so far. */
  const release = () => held.splice(0).forEach((answer) => answer());
  return { load, calls, release };
}
