import type { TChatServerFrame, TChatServerPayload, TChatUser } from '@congrega/contract/chat';
import { describe, expect, it } from 'vitest';
import { inProcessBus } from '../../core/realtime-bus.ts';
import type { Audience, BusEvent } from './chat-bus.ts';
import { type ChatClient, ChatRooms } from './chat-rooms.ts';

/** A socket of this copy: what it was written, one entry per socket write. */
function socket(user: Partial<TChatUser> = {}, batches = true): ChatClient & { writes: TChatServerPayload[] } {
  const writes: TChatServerPayload[] = [];
  return {
    user: { id: 'v1', name: 'Ana', avatar: null, role: null, autenticated: false, moderator: false, ...user },
    batches,
    writes,
    sendText: (text) => writes.push(JSON.parse(String(text)) as TChatServerPayload),
  };
}
const key = { church: 1, channel: 7 };
const deleted = (messageId: number): TChatServerFrame => ({ type: 'deleted', messageId });
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const frameEvent = (frame: TChatServerFrame, audience: Audience = 'all'): BusEvent => ({ ...key, kind: 'frame', frame, audience });

describe('chat rooms: fan-out of one turn of the event loop', () => {
  it('writes the frames for everyone of one turn as one batch per socket that unpacks batches, in order; a frame alone is not wrapped', async () => {
    const rooms = new ChatRooms(inProcessBus<BusEvent>());
    const [a, b, earlier] = [socket({ id: 'a' }), socket({ id: 'b' }), socket({ id: 'old-tab' }, false)];
    for (const s of [a, b, earlier]) rooms.add(key, s);
    await Promise.all([1, 2, 3].map((id) => rooms.publish(frameEvent(deleted(id)))));
    expect(a.writes).toEqual([]); // nothing before the turn ends
    await endOfTurn();
    for (const s of [a, b]) expect(s.writes).toEqual([{ type: 'batch', frames: [deleted(1), deleted(2), deleted(3)] }]);
    // A client that did not join saying it unpacks batches (an earlier release's tab) gets each frame on its own.
    expect(earlier.writes).toEqual([deleted(1), deleted(2), deleted(3)]);

    await rooms.publish(frameEvent(deleted(4)));
    await endOfTurn();
    expect(a.writes.at(-1)).toEqual(deleted(4));
    rooms.close();
  });

  it('a frame for the moderators or one member first writes what everyone is waiting for, so each socket keeps the order', async () => {
    const rooms = new ChatRooms(inProcessBus<BusEvent>());
    const [host, ana] = [socket({ id: 'h', moderator: true }), socket({ id: 'ana' })];
    rooms.add(key, host);
    rooms.add(key, ana);
    await rooms.publish(frameEvent(deleted(1)));
    await rooms.publish(frameEvent(deleted(2), 'moderators'));
    await rooms.publish(frameEvent(deleted(3), { userId: 'ana' }));
    await rooms.publish(frameEvent(deleted(4)));
    await endOfTurn();
    expect(host.writes).toEqual([deleted(1), deleted(2), deleted(4)]);
    expect(ana.writes).toEqual([deleted(1), deleted(3), deleted(4)]);
    rooms.close();
  });

  it('the batch goes to the sockets in the room when the turn ends: one that left meanwhile gets nothing', async () => {
    const rooms = new ChatRooms(inProcessBus<BusEvent>());
    const [gone, late] = [socket({ id: 'g' }), socket({ id: 'l' })];
    rooms.add(key, gone);
    await rooms.publish(frameEvent(deleted(1)));
    rooms.remove(key, gone);
    rooms.add(key, late);
    await endOfTurn();
    expect(gone.writes).toEqual([]);
    expect(late.writes).toEqual([deleted(1)]);
    rooms.close();
  });
});
