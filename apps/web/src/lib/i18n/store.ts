import { LOCALES, type TLocale } from '@congrega/contract/locale';
import { splitKey, translate, type Catalogue, type TFunction } from './translate.ts';

/**
 * The app's i18n state: the current language and the catalogues loaded so far, one per language and
 * namespace, each fetched on first use by the loader given to init(). An external store (subscribe /
 * getState) so components re-render on a language switch or when a catalogue they showed keys for arrives.
 * Before init() nothing loads and every text is its key (unit tests render components that way).
 */
export type CatalogueLoader = (language: TLocale, namespace: string) => Promise<Catalogue>;

/** Namespace of `t('key')` when a component names none. */
export const DEFAULT_NAMESPACE = 'common';
/** The source catalogue: a text missing in another language is looked up here before the key is shown. */
export const SOURCE_LANGUAGE: TLocale = 'pt-BR';

export type I18nState = { readonly language: TLocale | undefined; readonly revision: number };

export type I18nOptions = {
  language: TLocale;
  load: CatalogueLoader;
  /** Loaded before the returned promise resolves (the first screen's). */
  namespaces?: readonly string[];
};

const isLocale = (language: string): language is TLocale => (LOCALES as readonly string[]).includes(language);

export function createI18n() {
  let state: I18nState = { language: undefined, revision: 0 };
  let loader: CatalogueLoader | undefined;
  let switchingTo: TLocale | undefined;
  /** `language/namespace` -> catalogue; null when it could not be loaded (its keys show). */
  const catalogues = new Map<string, Catalogue | null>();
  const pending = new Map<string, Promise<void>>();
  /** Catalogues a text lookup found missing: their arrival re-renders subscribers. */
  const missed = new Set<string>();
  /** Namespaces asked for so far: a language switch loads them all before it shows. */
  const used = new Set<string>();
  const listeners = new Set<() => void>();

  const id = (language: string, namespace: string) => `${language}/${namespace}`;

  function setState(language: TLocale | undefined) {
    state = { language, revision: state.revision + 1 };
    for (const listener of [...listeners]) listener();
  }

  /** Fetches a catalogue once (again after a failure); settles when it is in, or known missing. */
  function loadOne(language: TLocale, namespace: string): Promise<void> {
    const key = id(language, namespace);
    if (catalogues.get(key) || !loader) return Promise.resolve();
    let promise = pending.get(key);
    if (!promise) {
      const current = loader;
      const failedBefore = catalogues.get(key) === null;
      // After another init() (tests), an answer for the previous loader is dropped.
      const keep = (catalogue: Catalogue | null) => void (loader === current && catalogues.set(key, catalogue));
      promise = current(language, namespace)
        .then(keep, (err: unknown) => {
          keep(null);
          console.warn(`i18n: catalogue ${key} not loaded`, err);
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
          // Texts shown as keys (or in the fallback language) meanwhile can now be shown properly. Other loads
          // (a route's namespaces, the next language's) change nothing on screen: no re-render for them.
          if (loader === current && (missed.delete(key) || failedBefore)) setState(state.language);
        });
      pending.set(key, promise);
    }
    return promise;
  }

  function loadNamespaces(namespaces: readonly string[], language = state.language): Promise<void> {
    for (const namespace of namespaces) used.add(namespace);
    if (!language) return Promise.resolve();
    return Promise.all(namespaces.map((namespace) => loadOne(language, namespace))).then(() => undefined);
  }

  /**
   * A catalogue as a text lookup sees it. One that was never asked for starts loading (a `lng` override,
   * or the source language after a miss) and subscribers re-render when it arrives; a failed one stays out.
   */
  function catalogue(language: string, namespace: string): Catalogue | undefined {
    const key = id(language, namespace);
    const found = catalogues.get(key);
    if (found || !loader || !isLocale(language)) return found ?? undefined;
    missed.add(key);
    if (found === undefined) void loadOne(language, namespace);
    return undefined;
  }

  /** Resolves when the namespace is usable in the current language; undefined when it already is. */
  function whenReady(namespace: string): Promise<void> | undefined {
    used.add(namespace);
    const language = state.language;
    if (!language || !loader || catalogues.has(id(language, namespace))) return undefined;
    return loadOne(language, namespace);
  }

  /** `t` bound to a namespace (the default for keys without `ns:`) and a language. */
  function fixedT(namespace: string, language = state.language): TFunction {
    return (key, options = {}) => {
      const [ns, bare] = splitKey(key, namespace);
      const lng = options.lng ?? language;
      const languages = !lng ? [] : lng === SOURCE_LANGUAGE ? [lng] : [lng, SOURCE_LANGUAGE];
      return translate(bare, options, languages, (l) => catalogue(l, ns));
    };
  }

  return {
    /** Sets the language and the loader, forgetting earlier catalogues; resolves once `namespaces` are in. */
    init(options: I18nOptions): Promise<void> {
      catalogues.clear();
      pending.clear();
      missed.clear();
      used.clear();
      loader = options.load;
      switchingTo = undefined;
      setState(options.language);
      return loadNamespaces([DEFAULT_NAMESPACE, ...(options.namespaces ?? [])]);
    },
    loadNamespaces,
    whenReady,
    fixedT,
    /** Loads every namespace in use for `language`, then shows it (no flash of keys); the last call wins. */
    async changeLanguage(language: TLocale): Promise<void> {
      switchingTo = language;
      await loadNamespaces([...used], language);
      if (switchingTo !== language) return;
      switchingTo = undefined;
      if (language !== state.language) setState(language);
    },
    getState: (): I18nState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Calls `listener` with the new language after each switch (not for catalogue arrivals). */
    onLanguageChanged(listener: (language: TLocale) => void): () => void {
      let last = state.language;
      const check = () => {
        if (state.language === last) return;
        last = state.language;
        if (last) listener(last);
      };
      listeners.add(check);
      return () => void listeners.delete(check);
    },
  };
}

/** The app's instance. */
export const i18n = createI18n();
