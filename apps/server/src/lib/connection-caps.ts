/**
 * Open connections per key (an IP address, a church) on this process, each key at most `max`. `acquire` checks
 * and counts in one synchronous step, so connections arriving together can never all pass; the release it
 * returns counts the connection out once, however often it is called.
 */
export class ConnectionCaps {
  private readonly open = new Map<string, number>();
  constructor(readonly max: number) {}

  acquire(key: string): (() => void) | undefined {
    const count = this.open.get(key) ?? 0;
    if (count >= this.max) return undefined;
    this.open.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}
