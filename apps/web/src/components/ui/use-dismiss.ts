import { useEffect, type RefObject } from 'react';

/**
 * Closes a popover (menu, dropdown) on Escape, on a click or focus outside `ref`. On Escape focus goes
 * back to the trigger so keyboard users do not lose their place.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void, trigger?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    function outside(event: Event) {
      const target = event.target as Node | null;
      if (target && !ref.current?.contains(target) && !trigger?.current?.contains(target)) close();
    }
    function key(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      trigger?.current?.focus();
    }
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', key);
    };
  }, [ref, trigger, open, close]);
}
