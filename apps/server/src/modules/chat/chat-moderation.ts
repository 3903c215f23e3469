import { randomUUID } from 'node:crypto';
import type { TChatClientFrameParsed, TChatServerFrame } from '@congrega/contract/chat';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { RoomKey } from './chat-bus.ts';
import type { ChatRooms } from './chat-rooms.ts';
import type { ChatRoomState } from './chat-state.ts';
import { muteChatUser, pinChatMessage, unmuteChatUser, type ChatHost } from './chat-host.service.ts';
import { removeAuthor, removeMessage } from './chat.service.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/** The moderation frames (a host's), as chat-session.ts hands them over once it checked who sends them. */
export type ModerationFrame = Exclude<TChatClientFrameParsed, { type: 'join' | 'message' | 'moment-answer' }>;

export interface ModerationDeps {
  app: FastifyInstance;
  church: TenantChurch;
  rooms: ChatRooms;
  state: ChatRoomState;
}

/**
 * One host's moderation frame in a room: the change (database or room state), then its frame on the bus to whom it
 * concerns. Deleting the pinned message (or all of its author's) also clears the pin for everyone.
 */
export async function moderate(deps: ModerationDeps, key: RoomKey, host: ChatHost, frame: ModerationFrame): Promise<void> {
  const { app, church, rooms, state } = deps;
  const toAll = (frame: TChatServerFrame) => rooms.publish({ ...key, kind: 'frame', frame, audience: 'all' });
  const toHosts = (frame: TChatServerFrame) => rooms.publish({ ...key, kind: 'frame', frame, audience: 'moderators' });
  const unpinIf = async (test: (pinnedId: number, pinnedUser: string) => boolean) => {
    const pinned = await state.pinned(key);
    if (!pinned || !test(pinned.id, pinned.userId)) return;
    await state.setPinned(key, null);
    await toAll({ type: 'pinned', message: null });
  };
  switch (frame.type) {
    case 'delete':
      await removeMessage(app, church, key.channel, frame.messageId);
      await toAll({ type: 'deleted', messageId: frame.messageId });
      return unpinIf((id) => id === frame.messageId);
    case 'delete-user':
      await removeAuthor(app, church, key.channel, frame.userId);
      await toAll({ type: 'deleted-user', userId: frame.userId });
      return unpinIf((_id, userId) => userId === frame.userId);
    case 'mute': {
      const muted = await muteChatUser(app, church, host, frame.userId);
      await toHosts({ type: 'muted', ...muted });
      return unpinIf((_id, userId) => userId === frame.userId);
    }
    case 'unmute':
      if (await unmuteChatUser(app, church, host, frame.userId)) await toHosts({ type: 'unmuted', userId: frame.userId });
      return;
    case 'pin': {
      const message = await pinChatMessage(app, church, host, key.channel, frame.messageId);
      await state.setPinned(key, message);
      return toAll({ type: 'pinned', message });
    }
    case 'unpin':
      await pinChatMessage(app, church, host, key.channel, null);
      await state.setPinned(key, null);
      return toAll({ type: 'pinned', message: null });
    case 'slow-mode':
      await state.setSlow(key, frame.seconds);
      return toAll({ type: 'slow-mode', seconds: frame.seconds });
    case 'moment-start': {
      const momentId = randomUUID();
      const prompt = frame.prompt || null;
      await state.startMoment(key, momentId, prompt);
      return toAll({ type: 'moment-started', momentId, prompt });
    }
    case 'moment-end':
      if (!(await state.endMoment(key, frame.momentId))) throw new AppError('CHAT_MOMENT_NOT_FOUND');
      return toAll({ type: 'moment-ended', momentId: frame.momentId });
  }
}
