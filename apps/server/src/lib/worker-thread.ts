import { Worker } from 'node:worker_threads';

/**
 * A CPU-heavy pure function run in one worker thread, off the web process's event loop (drawing the yearly receipts'
 * PDFs blocked every request for 50-150 ms each). The thread starts on first use with worker-entry.mjs, which
 * imports `moduleUrl` (TypeScript, through tsx) and calls its export `name` with each input; calls queue in the
 * thread in order. A thread that dies fails its pending calls and the next call starts a new one. It never keeps
 * the process alive; `close()` ends it (the app's onClose).
 */
export class WorkerThread<I, O> {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { worker: Worker; resolve: (o: O) => void; reject: (e: Error) => void }>();

  /** `timeoutMs`: a call not answered by then ends the thread (a drawing that hangs would hold every later call). */
  constructor(
    private readonly moduleUrl: URL,
    private readonly name: string,
    private readonly timeoutMs = 60_000,
  ) {}

  run(input: I): Promise<O> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<O>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
      }, this.timeoutMs);
      timer.unref();
      const done = () => clearTimeout(timer);
      this.pending.set(id, {
        worker,
        resolve: (o) => (done(), resolve(o)),
        reject: (e) => (done(), reject(e)),
      });
      worker.postMessage({ id, input });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { module: this.moduleUrl.href, name: this.name },
    });
    worker.unref();
    worker.on('message', (m: { id: number; output?: O; error?: string }) => {
      const call = this.pending.get(m.id);
      if (!call) return;
      this.pending.delete(m.id);
      if (m.error === undefined) call.resolve(m.output as O);
      else call.reject(new Error(m.error));
    });
    // Only this thread's calls: a thread started after a timeout may already hold new ones.
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, call] of this.pending)
        if (call.worker === worker) {
          this.pending.delete(id);
          call.reject(err);
        }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread exited with code ${code}`)));
    return worker;
  }
}
