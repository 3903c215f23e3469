// The entry of a WorkerThread (worker-thread.ts), at the lowest CPU priority. Plain JavaScript, so a thread starts
// whatever loader its parent runs under; it imports the TypeScript module through tsx and answers each { id, input }
// with { id, output } or { id, error } (the message only: a stack or the input could carry personal data into a log).
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// The lowest CPU priority for this thread alone, so the web requests' thread wins a busy core: on Linux a thread's
// id is a process id to setpriority(2). Elsewhere the thread keeps the process's priority.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  /* not Linux */
}

const mod = await tsImport(workerData.module, import.meta.url);
const fn = mod[workerData.name];
if (typeof fn !== 'function') throw new Error(`${workerData.name} is not a function of ${workerData.module}`);

parentPort.on('message', async ({ id, input }) => {
  try {
    const output = await fn(input);
    const transfer =
      output instanceof Uint8Array && output.byteOffset === 0 && output.byteLength === output.buffer.byteLength ? [output.buffer] : [];
    parentPort.postMessage({ id, output }, transfer);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
