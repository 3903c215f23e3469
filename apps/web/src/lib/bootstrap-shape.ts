import type { TBootstrap } from '@congrega/contract/church';

/** What loading the tenant bootstrap gives (lib/bootstrap.ts, lib/bootstrap-fetch.ts). */
export type BootstrapFailure = 'CHURCH_NOT_FOUND' | 'CHURCH_INACTIVE' | 'LOAD_FAILED';
export type BootstrapResult = { ok: true; bootstrap: TBootstrap } | { ok: false; reason: BootstrapFailure };

export function isBootstrap(value: unknown): value is TBootstrap {
  const v = value as Partial<TBootstrap> | null;
  return !!v && typeof v === 'object' && !!v.igreja && Array.isArray(v.modulos) && !!v.visual;
}
