import { z } from 'zod';
import { MAX_ID } from './common.ts';
import { SOCKET_CLOSE } from './socket.ts';
import { zText } from './validators.ts';

/**
 * The live chat protocol of the `/chat` WebSocket (design.md "Jobs and real time"; spec sections 3 "Chat message",
 * "Chat user", 4 "Chat access", 6 "Chat moderators"). Every frame is JSON and one of the discriminated unions below:
 * ZChatClientFrame (browser -> server) and ZChatServerFrame (server -> browser; several at once in a
 * ZChatServerBatch). The host church of the upgrade request scopes every room; a room is (church, channel) where the channel is a live service's id (live.ts).
 *
 * States: connecting (socket opening), then joined (after the `joined` frame). A reconnecting client sends
 * `since` (the last message id it holds) and gets only newer history, so nothing shows twice.
 */
export const CHAT_TEXT_MAX = 500;
export const CHAT_NAME_MAX = 40;
/** Longest `anonymousId` a join may carry (a rejoin id the server issued is 51 characters). */
export const CHAT_REJOIN_ID_MAX = 128;
/** Messages sent on join (the newest, oldest first). */
export const CHAT_HISTORY_MAX = 50;
/** A frame larger than this closes the socket (code 1009). */
export const CHAT_FRAME_MAX_BYTES = 4096;
export const CHAT_SLOW_MODE_MAX_SECONDS = 300;
/** Rate per user (every copy shares it through Redis): this many messages per window. */
export const CHAT_RATE_POINTS = 5;
export const CHAT_RATE_WINDOW_SECONDS = 10;
/** Flood protection: more than this many frames of any kind per second closes the socket (code 1008). */
export const CHAT_FLOOD_FRAMES_PER_SECOND = 20;
/** A shadow mute lasts this long (by account for members, by device for visitors: their signed rejoin id). */
export const CHAT_MUTE_HOURS = 24;
/** Longest prompt of a raise-hand moment. */
export const CHAT_MOMENT_PROMPT_MAX = 200;
export const CHAT_MOMENT_ANSWERS = ['levantar', 'agora-nao'] as const;
export type TChatMomentAnswer = (typeof CHAT_MOMENT_ANSWERS)[number];
/** Close codes the server uses (socket.ts says what each means to a client), and 4403: no MOD_CULTO here (final). */
export const CHAT_CLOSE = { ...SOCKET_CLOSE, moduleOff: 4403 } as const;

const zChannel = z.coerce.number().int().min(1).max(MAX_ID);
const zUserId = z.string().min(1).max(64);
const zMessageId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Client-chosen id of a sent message, echoed in its `ack` or `error` (retry without duplicates). */
const zRef = z.string().min(1).max(64);

export const ZChatJoin = z.strictObject({
  type: z.literal('join'),
  channel: zChannel,
  /** Visitors: the name they entered (required without a token). Ignored for members (the account's name). */
  name: zText().trim().min(1, 'validation.required').max(CHAT_NAME_MAX, 'validation.maxLength').optional(),
  /** Members: the access token (never in the URL). */
  token: z.string().min(1).max(4096).optional(),
  /**
   * Visitors reconnecting: the `rejoinId` their last `joined` gave them, kept as is. Only a valid one of this church
   * keeps their identity; any other value joins as a new visitor (never an error).
   */
  anonymousId: z.string().max(CHAT_REJOIN_ID_MAX).optional(),
  /** The last message id the client holds; history is sent from after it. */
  since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /**
   * The client unpacks `batch` frames (ZChatServerBatch). A client that does not say so (a tab still on an earlier
   * release during a deploy) gets every frame on its own.
   */
  batches: z.literal(true).optional(),
});
export const ZChatSend = z.strictObject({
  type: z.literal('message'),
  ref: zRef,
  text: zText().trim().min(1, 'validation.required').max(CHAT_TEXT_MAX, 'validation.maxLength'),
  /** Moderators only: to the hosts-only channel (never shown to anyone else). */
  hosts: z.boolean().optional(),
});
export const ZChatDelete = z.strictObject({ type: z.literal('delete'), messageId: zMessageId });
export const ZChatDeleteUser = z.strictObject({ type: z.literal('delete-user'), userId: zUserId });
/** Shadow-mutes a chat user for CHAT_MUTE_HOURS at this church: they still see their own messages, nobody else does. */
export const ZChatMute = z.strictObject({ type: z.literal('mute'), userId: zUserId });
export const ZChatUnmute = z.strictObject({ type: z.literal('unmute'), userId: zUserId });
/** Pins one visible message of the room for everyone (replacing the pinned one); `unpin` clears it. */
export const ZChatPin = z.strictObject({ type: z.literal('pin'), messageId: zMessageId });
export const ZChatUnpin = z.strictObject({ type: z.literal('unpin') });
export const ZChatSlowMode = z.strictObject({
  type: z.literal('slow-mode'),
  seconds: z.number().int().min(0).max(CHAT_SLOW_MODE_MAX_SECONDS),
});
export const ZChatMomentStart = z.strictObject({
  type: z.literal('moment-start'),
  /** What the host asks (shown above the answers); none: the default question. */
  prompt: zText().trim().max(CHAT_MOMENT_PROMPT_MAX, 'validation.maxLength').optional(),
});
export const ZChatMomentEnd = z.strictObject({ type: z.literal('moment-end'), momentId: zUserId });
export const ZChatMomentAnswer = z.strictObject({
  type: z.literal('moment-answer'),
  momentId: zUserId,
  answer: z.enum(CHAT_MOMENT_ANSWERS),
});

export const ZChatClientFrame = z.discriminatedUnion('type', [
  ZChatJoin,
  ZChatSend,
  ZChatDelete,
  ZChatDeleteUser,
  ZChatMute,
  ZChatUnmute,
  ZChatPin,
  ZChatUnpin,
  ZChatSlowMode,
  ZChatMomentStart,
  ZChatMomentEnd,
  ZChatMomentAnswer,
]);
export type TChatClientFrame = z.input<typeof ZChatClientFrame>;
/** A client frame as parsed (defaults applied, text trimmed). */
export type TChatClientFrameParsed = z.infer<typeof ZChatClientFrame>;

/** Chat user (spec section 3): anonymous (random id `a:...`, no role) or authenticated (`u:<client account id>`). */
export const ZChatUser = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.string().nullable(),
  autenticated: z.boolean(),
  moderator: z.boolean(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

export const ZChatMessage = z.object({
  id: z.number().int(),
  channel: z.number().int(),
  userId: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  /** Plain text: clients never render it as HTML. */
  text: z.string(),
  at: z.string(),
  moderator: z.boolean(),
  /** Sent to the hosts-only channel (only moderators ever receive it). */
  hosts: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A member who raised a hand in the open moment (moderators only; each also goes to the care queue). */
export const ZChatRaisedHand = z.object({ userId: z.string(), name: z.string() });
export type TChatRaisedHand = z.infer<typeof ZChatRaisedHand>;
export const ZChatMoment = z.object({
  momentId: z.string(),
  prompt: z.string().nullable(),
  levantar: z.number().int(),
  agoraNao: z.number().int(),
  /** Moderators only (empty for others): the members who raised a hand, in order. */
  raised: z.array(ZChatRaisedHand),
});
export type TChatMoment = z.infer<typeof ZChatMoment>;
/** A shadow-muted chat user (moderators only): who, their name when muted, until when. */
export const ZChatMuted = z.object({ userId: z.string(), name: z.string(), until: z.string() });
export type TChatMuted = z.infer<typeof ZChatMuted>;

export const ZChatServerFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('joined'),
    channel: z.number().int(),
    user: ZChatUser,
    /**
     * Visitors only: what proves this identity when they reconnect (sent back as `anonymousId`). Sent to them alone,
     * unlike `user.id`, which every message shows.
     */
    rejoinId: z.string().optional(),
    history: z.array(ZChatMessage),
    slowModeSeconds: z.number().int(),
    /** The open moment; counts are sent to moderators only (zeros for others). */
    moment: ZChatMoment.nullable(),
    presence: z.number().int(),
    /** The pinned message, for everyone. */
    pinned: ZChatMessage.nullable(),
    /** Moderators only (empty for others): who is shadow-muted now. */
    muted: z.array(ZChatMuted),
  }),
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  z.object({ type: z.literal('ack'), ref: z.string(), id: z.number().int() }),
  z.object({ type: z.literal('deleted'), messageId: z.number().int() }),
  z.object({ type: z.literal('deleted-user'), userId: z.string() }),
  z.object({ type: z.literal('muted'), userId: z.string(), name: z.string(), until: z.string() }),
  z.object({ type: z.literal('unmuted'), userId: z.string() }),
  z.object({ type: z.literal('pinned'), message: ZChatMessage.nullable() }),
  z.object({ type: z.literal('hand-raised'), momentId: z.string(), userId: z.string(), name: z.string() }),
  z.object({ type: z.literal('slow-mode'), seconds: z.number().int() }),
  z.object({ type: z.literal('moment-started'), momentId: z.string(), prompt: z.string().nullable() }),
  z.object({ type: z.literal('moment-ended'), momentId: z.string() }),
  z.object({ type: z.literal('moment-count'), momentId: z.string(), levantar: z.number().int(), agoraNao: z.number().int() }),
  z.object({ type: z.literal('presence'), count: z.number().int() }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    /** The `ref` of the message that failed, if any (the client offers a retry). */
    ref: z.string().optional(),
    seconds: z.number().int().optional(),
  }),
]);
export type TChatServerFrame = z.infer<typeof ZChatServerFrame>;

/**
 * Frames for the whole room that the server had ready in the same turn of its event loop, written as one socket
 * frame, in order (a busy moment's messages cost one write per socket, not one per message), to the clients that
 * joined with `batches: true`. A frame on its own is never wrapped. A client handles each inner frame as if it had
 * come alone.
 */
export const ZChatServerBatch = z.object({ type: z.literal('batch'), frames: z.array(ZChatServerFrame) });
/** What one socket frame from the server holds: a frame or a batch of frames. */
export const ZChatServerPayload = z.union([ZChatServerFrame, ZChatServerBatch]);
export type TChatServerPayload = z.infer<typeof ZChatServerPayload>;

/** Parses one incoming text frame: the frame, or why it is refused. */
export function parseChatClientFrame(raw: string): { ok: true; frame: z.infer<typeof ZChatClientFrame> } | { ok: false; ref?: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false };
  }
  const result = ZChatClientFrame.safeParse(json);
  if (result.success) return { ok: true, frame: result.data };
  const ref = typeof json === 'object' && json && 'ref' in json && typeof json.ref === 'string' ? json.ref.slice(0, 64) : undefined;
  return ref ? { ok: false, ref } : { ok: false };
}

/**
 * The host workspace's counts of one service's chat (GET /culto/:id/chat/resumo, hosts only): viewers in the room
 * now (every server copy) and at the peak (kept 12 hours after the room's last change), and the stored messages:
 * everyone's, the hosts-only channel's and the shadow-muted ones (removed messages are not counted).
 */
export const ZChatSummary = z
  .object({
    presencaAgora: z.number().int(),
    presencaPico: z.number().int(),
    mensagens: z.number().int(),
    mensagensAnfitrioes: z.number().int(),
    mensagensOcultas: z.number().int(),
  })
  .meta({ id: 'ChatSummary' });
export type TChatSummary = z.infer<typeof ZChatSummary>;
