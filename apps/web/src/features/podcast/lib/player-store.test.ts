import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedEpisode } from './player-store.ts';

const ep = (id: number): QueuedEpisode => ({ id, title: `Ep ${id}`, audio: `/a/${id}.wav`, image: null, podcast: 'Cast' });
const KEY = 'congrega.podcast.player';

async function freshStore() {
  vi.resetModules();
  return (await import('./player-store.ts')).player;
}

describe('podcast player store', () => {
  beforeEach(() => localStorage.clear());

  it('plays an episode, queues others once each, reorders and removes them', async () => {
    const player = await freshStore();
    player.play(ep(1));
    player.enqueue(ep(2));
    player.enqueue(ep(3));
    player.enqueue(ep(3));
    player.enqueue(ep(1)); // playing already
    expect(player.get().queue.map((e) => e.id)).toEqual([2, 3]);
    player.move(3, -1);
    expect(player.get().queue.map((e) => e.id)).toEqual([3, 2]);
    player.move(3, -1); // already first
    player.move(2, 1); // already last
    expect(player.get().queue.map((e) => e.id)).toEqual([3, 2]);
    player.remove(3);
    expect(player.get().queue.map((e) => e.id)).toEqual([2]);
  });

  it('at the end plays the next queued episode from where it was left, then stops', async () => {
    const player = await freshStore();
    player.play(ep(1));
    player.enqueue(ep(2));
    player.savePosition(2, 12.7);
    player.savePosition(1, 30);
    player.next();
    expect(player.get()).toMatchObject({ current: { id: 2 }, queue: [], playing: true, seekTo: 12 });
    expect(player.get().positions[1]).toBeUndefined(); // finished: starts over next time
    player.next();
    expect(player.get()).toMatchObject({ current: null, playing: false });
  });

  it('playing a queued episode takes it out of the queue; a shared time wins over the saved position', async () => {
    const player = await freshStore();
    player.enqueue(ep(5));
    player.savePosition(5, 40);
    player.play(ep(5), 15);
    expect(player.get()).toMatchObject({ current: { id: 5 }, queue: [], seekTo: 15 });
  });

  it('keeps the queue, the episode and the positions across a reload, paused', async () => {
    let player = await freshStore();
    player.play(ep(1));
    player.enqueue(ep(2));
    player.savePosition(1, 8);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ current: { id: 1 }, queue: [{ id: 2 }], positions: { 1: 8 } });
    player = await freshStore();
    expect(player.get()).toMatchObject({ current: { id: 1 }, queue: [{ id: 2 }], positions: { 1: 8 }, playing: false });
  });

  it('starts empty from missing or broken storage', async () => {
    localStorage.setItem(KEY, '{not json');
    expect((await freshStore()).get()).toMatchObject({ current: null, queue: [], positions: {} });
  });
});
