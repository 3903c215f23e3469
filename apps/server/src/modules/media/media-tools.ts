import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The media tools this server runs (Debian's `ffmpeg` package: ffmpeg and ffprobe; config FFMPEG_PATH and
 * FFPROBE_PATH). Whether they are there is asked once per app and kept: without them the console says uploads
 * cannot be processed (MEDIA_PROCESSING_UNAVAILABLE) before any byte is sent.
 */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /** Niceness of the processing (0..19): above the web process's, so member requests go first. */
  nice: number;
}

const availability = new WeakMap<MediaTools, Promise<boolean>>();

export function mediaToolsAvailable(tools: MediaTools): Promise<boolean> {
  let known = availability.get(tools);
  if (!known) {
    known = Promise.all([run(tools.ffmpeg, ['-version']), run(tools.ffprobe, ['-version'])]).then(
      () => true,
      () => false,
    );
    availability.set(tools, known);
  }
  return known;
}

/**
 * Before every `-i` of an uploaded file: read it from the local file only (no network or nested protocols) and with
 * the demuxers of the containers the upload's first bytes were checked against, never a playlist or a
 * concat list that would open other files of the data folder.
 */
export const UPLOAD_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', 'mov,matroska,avi,mpegts'] as const;
/** The same for an audio upload: WAV, MP3, and M4A (ISO media, the `mov` demuxer). */
export const AUDIO_UPLOAD_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', 'wav,mp3,mov'] as const;
export type UploadInput = typeof UPLOAD_INPUT | typeof AUDIO_UPLOAD_INPUT;

/**
 * ffprobe's JSON for a file (format and streams, every packet demuxed and counted) and its error lines (a truncated
 * or damaged file reads with errors); rejects when ffprobe cannot read it at all.
 */
export async function ffprobeJson(
  tools: MediaTools,
  file: string,
  input: UploadInput = UPLOAD_INPUT,
): Promise<{ json: unknown; errors: string }> {
  const { stdout, stderr } = await run(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-count_packets', ...input, '-i', file],
    { maxBuffer: 4 * 1024 * 1024, timeout: 120_000 },
  );
  return { json: JSON.parse(stdout) as unknown, errors: stderr.trim() };
}

/**
 * ffmpeg, niced below the web process (`nice -n`, so the kernel gives the server's own threads the CPU first),
 * with `-progress pipe:1` parsed into the seconds done so far. Resolves when it exits with 0; rejects otherwise
 * (the last lines of its errors kept for the log, never the file's name). `signal` kills it (the app closes, the
 * row was taken over).
 */
export function runFfmpeg(tools: MediaTools, args: string[], signal: AbortSignal, onSeconds: (seconds: number) => void): Promise<void> {
  const child: ChildProcess = spawn(
    'nice',
    ['-n', String(tools.nice), tools.ffmpeg, '-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:1', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match) onSeconds(Number(match[1]) / 1_000_000);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`))));
  });
}
