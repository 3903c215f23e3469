import { z } from 'zod';
import { STAFF_ROLES } from './auth.ts';
import { ZId } from './common.ts';
import { SOCKET_CLOSE } from './socket.ts';

/**
 * Band mode (issue 14 item 4): the protocol of the `/band` WebSocket. A leader opens a session for one song of the
 * host church; every musician who joins with the session's code follows the leader's key (transpose steps) and
 * position (the line at the top of the leader's screen) live. Each frame is JSON and one of the discriminated
 * unions below: ZBandClientFrame (browser -> server) and ZBandServerFrame (server -> browser).
 *
 * States: connecting, then joined (after `joined`), until `ended` (the leader ended it, or it expired). Only the
 * leader's `control` and `end` frames are accepted; anyone else's answer `error` BAND_LEADER_ONLY.
 */

/**
 * Who may open a session (decided in apps/server praise/band.service.ts): staff, the per-church role
 * ROLE_WORSHIP_LEADER and chat moderators. The web shows the "Band mode" button to these roles only.
 */
export const BAND_LEADER_ROLES: readonly string[] = [...STAFF_ROLES, 'ROLE_WORSHIP_LEADER', 'ROLE_CHAT_MODERATOR'];

/** A session lives this long after its last change (a service plus rehearsal), then it is gone. */
export const BAND_SESSION_TTL_SECONDS = 6 * 60 * 60;
/** Codes are this many characters of BAND_CODE_ALPHABET (no look-alike letters or digits). */
export const BAND_CODE_LENGTH = 8;
export const BAND_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Transposition range the leader may set (semitones either way). */
export const BAND_STEPS_MAX = 11;
/** A personal capo: fret 0 (none) to 11. */
export const BAND_CAPO_MAX = 11;
/** The highest line index a position may name. */
export const BAND_LINE_MAX = 10_000;
/** The query parameter of a shared link: `/praise/{id}?band=<code>`. */
export const BAND_QUERY_PARAM = 'band';

export const zBandCode = z
  .string()
  .length(BAND_CODE_LENGTH)
  .regex(new RegExp(`^[${BAND_CODE_ALPHABET}]+$`));
const zSteps = z.number().int().min(-BAND_STEPS_MAX).max(BAND_STEPS_MAX);
const zLine = z.number().int().min(0).max(BAND_LINE_MAX);
const zToken = z.string().min(1).max(4096);

/** Leader: open a session for a song (the access token is required: only leaders may). */
export const ZBandStart = z.strictObject({ type: z.literal('start'), songId: ZId, token: zToken });
/** Anyone with the code (visitors too: the songs are public); the leader's token makes them the leader again. */
export const ZBandJoin = z.strictObject({ type: z.literal('join'), code: zBandCode, token: zToken.optional() });
/** Leader only: the key and/or the position. */
export const ZBandControl = z
  .strictObject({ type: z.literal('control'), steps: zSteps.optional(), line: zLine.optional() })
  .refine((f) => f.steps !== undefined || f.line !== undefined, { message: 'validation.required' });
/** Leader only: ends the session for everyone. */
export const ZBandEnd = z.strictObject({ type: z.literal('end') });

export const ZBandClientFrame = z.union([ZBandStart, ZBandJoin, ZBandControl, ZBandEnd]);
export type TBandClientFrame = z.input<typeof ZBandClientFrame>;
export type TBandClientFrameParsed = z.infer<typeof ZBandClientFrame>;

/** The session's shared state: `seq` grows with every change (clients ignore an older state). */
export const ZBandState = z.object({
  code: z.string(),
  songId: z.number().int(),
  leaderName: z.string(),
  steps: z.number().int(),
  line: z.number().int(),
  seq: z.number().int(),
  /** When the session ends unless it changes again (ISO date-time). */
  expiresAt: z.string(),
});
export type TBandState = z.infer<typeof ZBandState>;

export const ZBandServerFrame = z.discriminatedUnion('type', [
  /** Answer to `start` or `join`: the current state at once (late joiners included) and whether you lead. */
  z.object({ type: z.literal('joined'), leader: z.boolean(), state: ZBandState }),
  z.object({ type: z.literal('state'), state: ZBandState }),
  z.object({ type: z.literal('ended'), code: z.string(), reason: z.enum(['leader', 'expired']) }),
  /** Staff changed (or deleted) the session's song in the console: fetch `GET /louvor/{songId}/` again. */
  z.object({ type: z.literal('song'), songId: z.number().int() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TBandServerFrame = z.infer<typeof ZBandServerFrame>;

/** Close codes of the `/band` socket (the chat's: flood 1008, too big 1009, no church 4404). */
/** Close codes the server uses: socket.ts says what each means to a client. */
export const BAND_CLOSE = SOCKET_CLOSE;
export const BAND_FLOOD_FRAMES_PER_SECOND = 20;

/** Parses one incoming text frame: the frame, or null when it is not one of the union. */
export function parseBandClientFrame(raw: string): TBandClientFrameParsed | null {
  try {
    const result = ZBandClientFrame.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
