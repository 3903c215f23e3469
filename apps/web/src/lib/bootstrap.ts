import type { TBootstrap } from '@congrega/contract/church';
import { resolveTimeZone } from '@congrega/contract/datetime';
import { isBootstrap, type BootstrapResult } from './bootstrap-shape.ts';

export type { BootstrapFailure, BootstrapResult } from './bootstrap-shape.ts';

/**
 * The tenant bootstrap (spec section 4, app start): church, modules, visual settings, menu, payment
 * methods. The server writes it into index.html (`#congrega-bootstrap`), so church home paints without a
 * request; a page that was not injected (dev server) fetches GET /bff/bootstrap instead. It does not change
 * while the page lives, so it is a plain module value rather than a store.
 */

export const BOOTSTRAP_ELEMENT_ID = 'congrega-bootstrap';
/** Set by the server on its error pages (unknown host, inactive church). */
export const BOOTSTRAP_ERROR_META = 'congrega-error';
/** The server's <style> with the church colours (see lib/theme.ts for pages without it). */
export const THEME_STYLE_ID = 'congrega-theme';

let current: TBootstrap | undefined;

/** Reads what the server injected; undefined when the page carries no (valid) bootstrap. */
export function readInjectedBootstrap(doc: Document = document): BootstrapResult | undefined {
  const failure = doc.querySelector<HTMLMetaElement>(`meta[name="${BOOTSTRAP_ERROR_META}"]`)?.content;
  if (failure === 'CHURCH_NOT_FOUND' || failure === 'CHURCH_INACTIVE') return { ok: false, reason: failure };
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isBootstrap(parsed) ? { ok: true, bootstrap: parsed } : undefined;
  } catch {
    return undefined;
  }
}

/** App start: injected bootstrap, else the BFF; an inactive church is a failure (spec: error page). */
export async function loadBootstrap(doc: Document = document): Promise<BootstrapResult> {
  const result = readInjectedBootstrap(doc) ?? (await (await import('./bootstrap-fetch.ts')).fetchBootstrap());
  if (result.ok && !result.bootstrap.igreja.flagAtivo) return { ok: false, reason: 'CHURCH_INACTIVE' };
  if (result.ok) current = result.bootstrap;
  return result;
}

/** The loaded bootstrap. Only call once the app has started (the router renders after a successful load). */
export function getBootstrap(): TBootstrap {
  if (!current) throw new Error('Bootstrap not loaded yet');
  return current;
}

/** Same as getBootstrap, for components (the value never changes while the page lives). */
export function useBootstrap(): TBootstrap {
  return getBootstrap();
}

/** The church's clock (IANA zone) for every date and time shown; the default zone before the bootstrap is read. */
export function churchTimeZone(): string {
  return resolveTimeZone(current?.igreja.fusoHorario);
}

/** Module presence is checked by its codigo (spec section 2). */
export function hasModule(code: string, bootstrap: TBootstrap = getBootstrap()): boolean {
  return bootstrap.modulos.some((m) => m.codigo === code);
}

/** Tests and previews set the bootstrap directly. */
export function setBootstrapForTests(bootstrap: TBootstrap | undefined): void {
  current = bootstrap;
}
