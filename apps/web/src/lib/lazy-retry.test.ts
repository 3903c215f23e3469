import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './lazy-retry.ts';

describe('importWithRetry', () => {
  const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  afterEach(() => vi.restoreAllMocks());

  it('waits for the connection to come back and loads the chunk then, instead of failing', async () => {
    const online = setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('chunk');
    let settled = false;
    const result = importWithRetry(load).finally(() => (settled = true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).toBe(false);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries once online, then gives the error to the error boundary (a deploy replaced the chunk)', async () => {
    setOnline(true);
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(error);
    await expect(importWithRetry(load)).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads at once when nothing fails', async () => {
    setOnline(true);
    await expect(importWithRetry(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
