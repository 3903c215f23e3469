import { useEffect, useRef } from 'react';

/**
 * Follows a server-sent events answer (the API's live streams, server lib/event-stream.ts) while a screen is
 * open: the JSON of each frame of one of `events` goes to `onData` (one connection for them all). EventSource reconnects by itself after a drop (the server
 * sends the current state again on every open), so the screen keeps its last answer meanwhile; without
 * EventSource (or without `url`) nothing happens and the screen relies on its own reads.
 */
export function useEventStream<T>(url: string | undefined, events: readonly string[], onData: (data: T) => void): void {
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  const names = events.join(' ');
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const listener = (message: MessageEvent<string>) => {
      let data: T;
      try {
        data = JSON.parse(message.data) as T;
      } catch {
        return;
      }
      handler.current(data);
    };
    for (const name of names.split(' ')) source.addEventListener(name, listener);
    return () => source.close();
  }, [url, names]);
}
