/**
 * Stand-in for the `use-sync-external-store/shim` package (react-i18next imports it to support React 17):
 * React 19 has the hook built in, so the shim's fallback code is dead weight on the first load.
 * Wired by the alias in vite.config.ts.
 */
export { useSyncExternalStore } from 'react';
