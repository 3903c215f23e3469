/**
 * The only shape of an error that reaches the logs. Error messages are left out on purpose: a database error's
 * message (and the first lines of its stack) quotes the statement's bind values, which are what users typed
 * (prayer texts, notes, CPF, e-mails); driver errors add `detail`/`where` with row values. What is kept, the
 * class name, the SQLSTATE/error code and the stack frames, locates the fault without repeating any of it.
 */
export interface LogSafeError {
  type: string;
  code?: string;
  frames?: string;
  cause?: LogSafeError;
}

export function logSafeError(err: unknown, depth = 0): LogSafeError {
  if (!(err instanceof Error)) return { type: typeof err };
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  const out: LogSafeError = { type: err.name };
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code).slice(0, 40);
  if (frames) out.frames = frames;
  if (err.cause !== undefined && depth < 3) out.cause = logSafeError(err.cause, depth + 1);
  return out;
}
