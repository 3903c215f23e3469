import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';

/**
 * Toasts: short confirmations of what just happened ("Saved"), announced politely by one live region that is
 * always in the page (a region added with its text is not read by every screen reader). Each goes after
 * TOAST_MS or when closed; an error stays in its form or dialog, never only in a toast.
 */
export type Toast = { id: number; text: string; tone: 'success' | 'error' };
export const TOAST_MS = 6000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

export function toast(text: string, tone: Toast['tone'] = 'success'): number {
  const id = nextId++;
  emit([...toasts, { id, text, tone }].slice(-3));
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => toasts;

export function Toasts() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {list.map((item) => (
        <div key={item.id} className={`toast toast-${item.tone}`}>
          <span>{item.text}</span>
          <button type="button" className="toast-close" onClick={() => dismissToast(item.id)} aria-label={t('kit.closeToast')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** Test helper: no toast left from an earlier test. */
export function resetToastsForTests(): void {
  emit([]);
}
