import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './store.ts';
import { testLoader } from './test-catalogues.ts';

/** Lets pending catalogue promises (and what they chain) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('i18n store', () => {
  it('before init shows keys and loads nothing', async () => {
    const i18n = createI18n();
    expect(i18n.fixedT('common')('hello', { name: 'Ana' })).toBe('hello');
    expect(i18n.fixedT('common')('prayer:items', { count: 2 })).toBe('items');
    expect(i18n.whenReady('prayer')).toBeUndefined();
    await expect(i18n.loadNamespaces(['prayer'])).resolves.toBeUndefined();
  });

  it('init loads common and the first screen’s namespaces in parallel, then translates', async () => {
    const i18n = createI18n();
    const loader = testLoader({ hold: true });
    let ready = false;
    const started = i18n.init({ language: 'en', load: loader.load, namespaces: ['prayer'] }).then(() => (ready = true));
    expect(loader.calls).toEqual(['en/common', 'en/prayer']);
    await settle();
    expect(ready).toBe(false);
    loader.release();
    await started;
    const t = i18n.fixedT('prayer');
    expect(t('title')).toBe('Prayer wall');
    expect(t('common:hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('items', { count: 1 })).toBe('1 request');
    expect(t('items', { count: 1200 })).toBe('1,200 requests');
    expect(t('title', { lng: 'es' })).toBe('title'); // not loaded yet: the key, and a load starts
    expect(loader.calls).toContain('es/prayer');
    loader.release();
    await settle();
    expect(t('title', { lng: 'es' })).toBe('Muro de oración');
  });

  it('loads a namespace lazily, once, however many ask at the same time', async () => {
    const i18n = createI18n();
    const loader = testLoader();
    await i18n.init({ language: 'pt-BR', load: loader.load });
    expect(loader.calls).toEqual(['pt-BR/common']);
    const wait = i18n.whenReady('prayer');
    expect(wait).toBeInstanceOf(Promise);
    expect(i18n.whenReady('prayer')).toBe(wait);
    await Promise.all([wait, i18n.loadNamespaces(['prayer'])]);
    expect(loader.calls).toEqual(['pt-BR/common', 'pt-BR/prayer']);
    expect(i18n.whenReady('prayer')).toBeUndefined();
    expect(i18n.fixedT('prayer')('items', { count: 2 })).toBe('2 pedidos');
  });

  it('falls back to pt-BR for a missing text (fetching it on the first miss), then to the key', async () => {
    const i18n = createI18n();
    const loader = testLoader();
    await i18n.init({ language: 'en', load: loader.load });
    const rendered = vi.fn();
    i18n.subscribe(rendered);
    const t = i18n.fixedT('common');
    expect(t('onlyInSource')).toBe('onlyInSource');
    expect(loader.calls).toEqual(['en/common', 'pt-BR/common']);
    await settle();
    expect(rendered).toHaveBeenCalled();
    expect(t('onlyInSource')).toBe('Só em português');
    expect(t('nowhere')).toBe('nowhere');
    expect(t('nowhere', { defaultValue: 'Padrão' })).toBe('Padrão');
    expect(loader.calls).toEqual(['en/common', 'pt-BR/common']);
  });

  it('never throws when a catalogue cannot be loaded: its keys show, and a later load tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n();
    let failing = true;
    const loader = testLoader({ fail: () => failing });
    await expect(i18n.init({ language: 'es', load: loader.load, namespaces: ['prayer'] })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    expect(i18n.whenReady('prayer')).toBeUndefined(); // failed: shown as keys, no endless suspense
    expect(i18n.fixedT('prayer')('title')).toBe('title');
    await settle();
    expect(i18n.fixedT('prayer')('title')).toBe('title'); // pt-BR failed too
    failing = false;
    await i18n.loadNamespaces(['prayer']);
    expect(i18n.fixedT('prayer')('title')).toBe('Muro de oración');
  });

  it('switches language after loading every namespace in use, then tells subscribers', async () => {
    const i18n = createI18n();
    const loader = testLoader({ hold: true });
    const started = i18n.init({ language: 'pt-BR', load: loader.load, namespaces: ['prayer'] });
    loader.release();
    await started;
    const changed = vi.fn();
    i18n.onLanguageChanged(changed);
    const switching = i18n.changeLanguage('es');
    expect(loader.calls).toEqual(['pt-BR/common', 'pt-BR/prayer', 'es/common', 'es/prayer']);
    await settle();
    expect(i18n.getState().language).toBe('pt-BR'); // still the old texts while the new ones load
    expect(changed).not.toHaveBeenCalled();
    loader.release();
    await switching;
    expect(i18n.getState().language).toBe('es');
    expect(changed).toHaveBeenCalledExactlyOnceWith('es');
    expect(i18n.fixedT('prayer')('title')).toBe('Muro de oración');
  });

  it('the last of two quick switches wins', async () => {
    const i18n = createI18n();
    const loader = testLoader({ hold: true });
    const started = i18n.init({ language: 'pt-BR', load: loader.load });
    loader.release();
    await started;
    const toEnglish = i18n.changeLanguage('en');
    const toSpanish = i18n.changeLanguage('es');
    loader.release();
    await Promise.all([toEnglish, toSpanish]);
    expect(i18n.getState().language).toBe('es');
  });
});
