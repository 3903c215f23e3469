import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { topLine, useFollowLine } from './use-band-scroll.ts';

/** Three song lines; jsdom has no layout, so each line's box is given. */
function sheet(bottoms: number[]) {
  document.body.innerHTML = bottoms.map((_, i) => `<p data-line="${i}">line ${i}</p>`).join('');
  document.querySelectorAll<HTMLElement>('[data-line]').forEach((el, i) => {
    el.getBoundingClientRect = () => ({ top: bottoms[i]! - 40, bottom: bottoms[i]! }) as DOMRect;
  });
}

describe('band mode scrolling', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('reports the line at the top of the screen, or the last one when scrolled past them all', () => {
    sheet([-80, 10, 60]);
    expect(topLine()).toBe(2); // 16 px of air: line 1 ends at 10
    sheet([-200, -100, -20]);
    expect(topLine()).toBe(2);
    document.body.innerHTML = '';
    expect(topLine()).toBeNull();
  });

  it('follows each new line until the musician scrolls by hand, then waits for "follow again"', () => {
    sheet([100, 200, 300]);
    const { result, rerender } = renderHook(({ line }) => useFollowLine(true, line), { initialProps: { line: 1 } });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender({ line: 2 });
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(result.current.paused).toBe(false);

    act(() => void window.dispatchEvent(new WheelEvent('wheel')));
    expect(result.current.paused).toBe(true);
    // The glide to the leader's line stops where it is (once), so the hand's scroll wins.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: window.scrollY, behavior: 'instant' });
    act(() => void window.dispatchEvent(new WheelEvent('wheel')));
    rerender({ line: 0 });
    expect(scrollTo).toHaveBeenCalledTimes(3); // not pulled back while paused, nor stopped again

    act(() => result.current.followAgain());
    expect(result.current.paused).toBe(false);
    expect(scrollTo).toHaveBeenCalledTimes(4);
  });

  it('does not pause for keys typed in a control (the capo buttons)', () => {
    sheet([100]);
    const { result } = renderHook(() => useFollowLine(true, 0));
    const button = document.createElement('button');
    document.body.append(button);
    act(() => void button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(result.current.paused).toBe(false);
    act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true })));
    expect(result.current.paused).toBe(true);
  });
});
