/**
 * Readable logs for development (`npm start` / `npm run dev`): one short line per entry instead of raw JSON.
 * Requests are one line when they complete (`200 GET /path 3 ms`); other entries print their time, level,
 * message and a few scalar fields. Production and tests keep pino's JSON lines.
 */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

function clock(time: unknown): string {
  return new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
}

export function formatDevLogLine(line: string): string | undefined {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.trimEnd();
  }
  // Per-request start lines and Fastify's listen lines (the start-up banner says where the app is) are dropped.
  if (entry.msg === 'incoming request' || String(entry.msg).startsWith('Server listening at')) return undefined;
  const time = clock(entry.time);
  const level = LEVELS[Number(entry.level)] ?? 'info';
  if (entry.msg === 'request completed') {
    const req = (entry.req ?? {}) as { method?: string; url?: string };
    const res = (entry.res ?? {}) as { statusCode?: number };
    return `${time} ${res.statusCode ?? '-'} ${req.method ?? ''} ${req.url ?? ''} ${Math.round(Number(entry.responseTime ?? 0))} ms`;
  }
  const extras = Object.entries(entry)
    .filter(([key, value]) => !SKIP.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { type?: string; code?: string } | undefined;
  if (err) extras.push(`error=${err.type ?? 'Error'}${err.code ? `(${err.code})` : ''}`);
  return `${time} ${level} ${String(entry.msg ?? '')}${extras.length ? `  ${extras.join(' ')}` : ''}`;
}

export function devLogStream(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(line: string) {
      const text = formatDevLogLine(line);
      if (text !== undefined) out.write(`${text}\n`);
    },
  };
}
