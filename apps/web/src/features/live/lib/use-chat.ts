import { useMemo } from 'react';
import { currentToken, refreshAccessToken } from '../../../lib/session-token.ts';
import { useSocketConnection } from '../../../lib/use-socket-connection.ts';
import { ChatConnection, chatSocketUrl, INITIAL_CHAT_STATE } from './chat-client.ts';

/**
 * One chat connection per channel and identity, open while the screen shows it. `identity` is the member (named
 * by the account) or the visitor's name; null keeps the chat closed (no name yet).
 */
export function useChat(channel: number, identity: { name?: string; member: boolean } | null, limitMessages = true) {
  const member = identity?.member ?? false;
  const name = identity?.name;
  const open = identity !== null;
  const connection = useMemo(
    () =>
      open
        ? new ChatConnection({
            url: chatSocketUrl(),
            channel,
            name,
            token: () => (member ? currentToken() : null),
            limitMessages,
            // The visitor's signed chat id stays on the device (a host's 24-hour mute holds the device, issue 34).
            storage: typeof localStorage === 'undefined' ? undefined : localStorage,
            onTokenExpired: () => refreshAccessToken(),
          })
        : null,
    [open, channel, name, member, limitMessages],
  );
  const state = useSocketConnection(connection, INITIAL_CHAT_STATE);
  return { connection, state };
}
