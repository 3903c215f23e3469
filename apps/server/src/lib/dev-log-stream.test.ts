import { describe, expect, it } from 'vitest';
import { formatDevLogLine } from './dev-log-stream.ts';

describe('development log lines', () => {
  const time = new Date(2026, 0, 1, 9, 5, 7).getTime();
  it('prints a completed request on one line and drops the incoming one', () => {
    expect(
      formatDevLogLine(JSON.stringify({ level: 30, time, msg: 'incoming request', req: { method: 'GET', url: '/' } })),
    ).toBeUndefined();
    expect(
      formatDevLogLine(
        JSON.stringify({
          level: 30,
          time,
          msg: 'request completed',
          req: { method: 'GET', url: '/api/v1/banner/' },
          res: { statusCode: 200 },
          responseTime: 3.4,
        }),
      ),
    ).toBe('09:05:07 200 GET /api/v1/banner/ 3 ms');
  });
  it('prints level, message, scalar fields and the error type', () => {
    expect(
      formatDevLogLine(
        JSON.stringify({ level: 50, time, msg: 'unhandled error', reqId: 'x', err: { type: 'DrizzleQueryError', code: '23514' } }),
      ),
    ).toBe('09:05:07 ERROR unhandled error  error=DrizzleQueryError(23514)');
    expect(formatDevLogLine(JSON.stringify({ level: 30, time, msg: 'database ready', engine: 'pglite' }))).toBe(
      '09:05:07 info database ready  engine=pglite',
    );
  });
});
