/** Test-only functions for worker-thread.test.ts, run in a worker thread. */
export async function double(n: number): Promise<number> {
  return n * 2;
}

export function refuse(reason: string): never {
  throw new Error(reason);
}

export function die(): never {
  process.exit(3);
}

/** The thread's nice value as Linux reports it (field 19 of /proc/thread-self/stat), or null elsewhere. */
export async function niceness(): Promise<number | null> {
  const fs = await import('node:fs');
  try {
    const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  } catch {
    return null;
  }
}

/** Never answers (a drawing that hangs). */
export function hang(): Promise<never> {
  return new Promise(() => {});
}
