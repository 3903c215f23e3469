import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../../../lib/storage.ts';

/**
 * The podcast player's state, outside React so it outlives every page: the episode playing, the queue (add,
 * reorder, remove) and the position reached in each episode. Queue, current episode and positions are kept in
 * local storage (they survive a reload; playing resumes only on a tap, as browsers require). The mini player
 * (components/mini-player.tsx, mounted once by the app shell) owns the <audio> element and follows this store.
 */
export interface QueuedEpisode {
  id: number;
  title: string;
  audio: string;
  image: string | null;
  podcast: string;
}

export interface PlayerState {
  current: QueuedEpisode | null;
  queue: QueuedEpisode[];
  /** Whether the player should be playing (the audio element follows). */
  playing: boolean;
  /** Seconds reached per episode id. */
  positions: Record<number, number>;
  /** A seek asked from outside the player (share at a time), consumed by the player. */
  seekTo: number | null;
}

const KEY = 'congrega.podcast.player';
const MAX_POSITIONS = 200;

function load(): PlayerState {
  const empty: PlayerState = { current: null, queue: [], playing: false, positions: {}, seekTo: null };
  try {
    const saved = JSON.parse(readItem('local', KEY) ?? 'null') as Partial<PlayerState> | null;
    if (!saved) return empty;
    return {
      ...empty,
      current: saved.current ?? null,
      queue: Array.isArray(saved.queue) ? saved.queue : [],
      positions: saved.positions ?? {},
    };
  } catch {
    return empty;
  }
}

let state: PlayerState = load();
const listeners = new Set<() => void>();

function set(next: Partial<PlayerState>) {
  state = { ...state, ...next };
  const { current, queue, positions } = state;
  writeItem('local', KEY, JSON.stringify({ current, queue, positions }));
  for (const listener of listeners) listener();
}

export const player = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Plays an episode now (from `at` seconds, else where it was left); it leaves the queue if it was there. */
  play(episode: QueuedEpisode, at?: number) {
    set({
      current: episode,
      playing: true,
      queue: state.queue.filter((e) => e.id !== episode.id),
      seekTo: at ?? state.positions[episode.id] ?? 0,
    });
  },
  pause: () => set({ playing: false }),
  resume: () => set({ playing: state.current !== null }),
  enqueue(episode: QueuedEpisode) {
    if (state.current?.id === episode.id || state.queue.some((e) => e.id === episode.id)) return;
    set({ queue: [...state.queue, episode] });
  },
  remove: (id: number) => set({ queue: state.queue.filter((e) => e.id !== id) }),
  /** Moves a queued episode one place up (-1) or down (+1). */
  move(id: number, by: -1 | 1) {
    const from = state.queue.findIndex((e) => e.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= state.queue.length) return;
    const queue = [...state.queue];
    [queue[from], queue[to]] = [queue[to]!, queue[from]!];
    set({ queue });
  },
  /** The current episode ended (or was skipped): the next in the queue plays, else the player stops. */
  next() {
    const [following, ...rest] = state.queue;
    const positions = { ...state.positions };
    if (state.current) delete positions[state.current.id];
    if (!following) return set({ playing: false, positions, current: null });
    set({ current: following, queue: rest, playing: true, positions, seekTo: positions[following.id] ?? 0 });
  },
  savePosition(id: number, seconds: number) {
    const positions = { ...state.positions, [id]: Math.floor(seconds) };
    const ids = Object.keys(positions);
    if (ids.length > MAX_POSITIONS) delete positions[Number(ids[0])];
    set({ positions });
  },
  seekDone: () => {
    state = { ...state, seekTo: null };
  },
  close: () => set({ current: null, playing: false }),
};

export function usePlayer(): PlayerState {
  return useSyncExternalStore(player.subscribe, player.get, player.get);
}
