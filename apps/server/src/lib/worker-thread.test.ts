import { afterEach, describe, expect, it } from 'vitest';
import { WorkerThread } from './worker-thread.ts';

const fixture = new URL('./worker-thread.fixtures.ts', import.meta.url);
const threads: WorkerThread<unknown, unknown>[] = [];
function thread<I, O>(name: string, timeoutMs?: number): WorkerThread<I, O> {
  const t = new WorkerThread<I, O>(fixture, name, timeoutMs);
  threads.push(t as WorkerThread<unknown, unknown>);
  return t;
}
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});

describe('WorkerThread', () => {
  it('runs a TypeScript function off the event loop and answers each call in order', async () => {
    const t = thread<number, number>('double');
    expect(await Promise.all([1, 2, 3].map((n) => t.run(n)))).toEqual([2, 4, 6]);
  });

  it('a refusal rejects its call only, with the message and nothing else', async () => {
    const t = thread<string, never>('refuse');
    await expect(t.run('no such giver')).rejects.toThrow('no such giver');
    await expect(t.run('again')).rejects.toThrow('again');
  });

  it('a thread that dies fails its pending call, and the next call starts a new thread', async () => {
    const dies = thread<void, never>('die');
    await expect(dies.run()).rejects.toThrow('worker thread exited with code 3');
    await expect(dies.run()).rejects.toThrow('worker thread exited with code 3');
  });

  it('ends a thread whose call does not answer in time, failing the call', async () => {
    const hangs = thread<void, never>('hang', 1_000);
    await expect(hangs.run()).rejects.toThrow(/worker thread exited/);
    const works = thread<number, number>('double', 1_000);
    expect(await works.run(21)).toBe(42);
  });

  it('runs at the lowest CPU priority on Linux', async () => {
    const nice = await thread<void, number | null>('niceness').run();
    if (process.platform === 'linux') expect(nice).toBe(19);
    else expect(nice).toBeNull();
  });

  it('names an export that is not a function', async () => {
    await expect(thread<void, never>('nothing').run()).rejects.toThrow(/exited|nothing is not a function/);
  });
});
