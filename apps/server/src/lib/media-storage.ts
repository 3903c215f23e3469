import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the media library keeps its files (issue 35): behind this interface, so a store other than the local data
 * folder can take its place. Keys are `/`-separated names without `.`/`..` parts (`church-1/media-5/source`).
 * Every write streams: no method holds a whole file in memory.
 */
export interface MediaStorage {
  /**
   * Writes `source` to `key` from byte `offset` on, dropping what was there past `offset` (a retried chunk
   * overwrites the tail a crash left), counting and hashing the bytes as they pass; more than `maxBytes` stops the
   * write with StorageLimitError (what was written past `offset` is dropped again).
   */
  writeAt(key: string, offset: number, source: Readable, maxBytes: number): Promise<{ bytes: number; sha256: string }>;
  /** Cuts `key` back to `size` bytes (an unverified chunk is not kept). */
  truncate(key: string, size: number): Promise<void>;
  /** The size of `key`, undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The first `length` bytes of `key` (content sniffing). */
  head(key: string, length: number): Promise<Buffer>;
  /** A stream of `key`, whole or a byte range (inclusive end). */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes `key` and, for a folder, everything under it; nothing there is fine. */
  remove(key: string): Promise<void>;
  /**
   * A folder of this machine for a tool that needs files (ffmpeg reads the source and writes its renditions there);
   * `publish` then moves what it wrote under `key`. The local store's folder is its own place for the key.
   */
  workFolder(key: string): Promise<string>;
  publish(workFolder: string, key: string): Promise<void>;
  /** The local file of `key` for a tool to read (the local store's own file). */
  localFile(key: string): string;
}

export class StorageLimitError extends Error {
  constructor() {
    super('storage write over its limit');
  }
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** The local data folder's store: DATA_DIR/media-store/<key>. */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) throw new Error('invalid storage key');
    return path.join(this.root, ...key.split('/'));
  }

  localFile(key: string): string {
    return this.file(key);
  }

  async writeAt(key: string, offset: number, source: Readable, maxBytes: number) {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const handle = await fs.promises.open(file, 'a+');
    await handle.truncate(offset);
    await handle.close();
    const hash = createHash('sha256');
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        if (bytes > maxBytes) return done(new StorageLimitError());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, count, fs.createWriteStream(file, { flags: 'r+', start: offset }));
    } catch (error) {
      await this.truncate(key, offset).catch(() => undefined);
      throw error;
    }
    return { bytes, sha256: hash.digest('hex') };
  }

  async truncate(key: string, size: number): Promise<void> {
    await fs.promises.truncate(this.file(key), size);
  }

  async size(key: string): Promise<number | undefined> {
    const stat = await fs.promises.stat(this.file(key)).catch(() => undefined);
    return stat?.isFile() ? stat.size : undefined;
  }

  async head(key: string, length: number): Promise<Buffer> {
    const handle = await fs.promises.open(this.file(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.file(key), range);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { recursive: true, force: true });
  }

  async workFolder(key: string): Promise<string> {
    const folder = this.file(`${key}.work`);
    await fs.promises.rm(folder, { recursive: true, force: true });
    await fs.promises.mkdir(folder, { recursive: true });
    return folder;
  }

  async publish(workFolder: string, key: string): Promise<void> {
    const target = this.file(key);
    await fs.promises.rm(target, { recursive: true, force: true });
    await fs.promises.rename(workFolder, target);
  }
}

/** The store of this server: the local data folder (DATA_DIR/media-store). */
export function mediaStorage(dataDir: string): MediaStorage {
  return new LocalMediaStorage(path.join(dataDir, 'media-store'));
}
