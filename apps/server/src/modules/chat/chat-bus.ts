import type { TChatServerFrame } from '@congrega/contract/chat';
import type { RealtimeBus } from '../../core/realtime-bus.ts';

/**
 * The chat's pub/sub seam (design.md "Jobs and real time"): every frame for a room goes out as one event that
 * every server copy delivers to its own sockets (the room's moderation state lives in chat-state.ts, not in the
 * events). In process by default; with REDIS_URL through one Redis pub/sub channel, so clients on different copies
 * share the rooms. A copy delivers its own events only as they come back from the bus, so all copies see them in
 * the same order.
 */
export type Audience = 'all' | 'moderators' | { userId: string };
export type RoomKey = { church: number; channel: number };
export type BusEvent = RoomKey &
  ({ kind: 'frame'; frame: TChatServerFrame; audience: Audience } | { kind: 'presence'; copy: string; count: number });

/** The chat's bus (core/realtime-bus.ts) on its own topic. */
export type ChatBus = RealtimeBus<BusEvent>;
