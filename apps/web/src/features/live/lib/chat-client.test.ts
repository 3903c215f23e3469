import { SOCKET_CLOSE } from '@congrega/contract/socket';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/fake-socket.test-helpers.ts';
import { ChatConnection, chatSocketUrl } from './chat-client.ts';

const message = (id: number, text = `m${id}`) => ({
  id,
  channel: 7,
  userId: 'a:x',
  username: 'Ana',
  avatar: null,
  text,
  at: '',
  moderator: false,
  hosts: false,
});
const user = { id: 'a:abcdefgh', name: 'Ana', avatar: null, role: null, autenticated: false, moderator: false };
const REJOIN_ID = 'a:abcdefgh.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI';
const joined = (history: unknown[]) => ({
  type: 'joined',
  channel: 7,
  user,
  rejoinId: REJOIN_ID,
  history,
  slowModeSeconds: 0,
  moment: null,
  presence: 2,
  pinned: null,
  muted: [],
});

function connection() {
  FakeSocket.all = [];
  const store = new Map<string, string>();
  const chat = new ChatConnection({
    url: 'ws://x/chat',
    channel: 7,
    name: 'Ana',
    token: () => null,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    createSocket: () => new FakeSocket() as unknown as WebSocket,
  });
  chat.start();
  return chat;
}

describe('chat client', () => {
  it('is connecting, then joined with the history', () => {
    const chat = connection();
    expect(chat.getState().status).toBe('connecting');
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'join', channel: 7, name: 'Ana', batches: true });
    socket.push(joined([message(1), message(2)]));
    expect(chat.getState()).toMatchObject({ status: 'joined', presence: 2 });
    expect(chat.getState().messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('handles each frame of a batch in order, as if it had come alone', () => {
    const chat = connection();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.push(joined([message(1)]));
    socket.push({
      type: 'batch',
      frames: [
        { type: 'message', message: message(2) },
        { type: 'message', message: message(3) },
        { type: 'deleted', messageId: 1 },
        { type: 'presence', count: 9 },
      ],
    });
    expect(chat.getState().messages.map((m) => m.id)).toEqual([2, 3]);
    expect(chat.getState().presence).toBe(9);
  });

  it('reconnects with back-off, asks only for newer messages and shows nothing twice', () => {
    vi.useFakeTimers();
    const chat = connection();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.push(joined([message(1), message(2)]));
    FakeSocket.all[0]!.drop();
    expect(chat.getState().status).toBe('reconnecting');
    vi.advanceTimersByTime(2000);
    const second = FakeSocket.all[1]!;
    second.open();
    expect(second.sent[0]).toEqual({ type: 'join', channel: 7, name: 'Ana', anonymousId: REJOIN_ID, since: 2, batches: true });
    second.push(joined([message(2), message(3)]));
    expect(chat.getState().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    vi.useRealTimers();
    chat.stop();
  });

  it('after a busy close (4429) comes back only after the longest delay; after another origin (4400), never', () => {
    vi.useFakeTimers();
    const chat = connection();
    FakeSocket.all[0]!.drop(SOCKET_CLOSE.busy);
    expect(chat.getState().status).toBe('reconnecting');
    // The longest back-off is 30 s, jittered by ±20%: nothing before 24 s, a new attempt by 36 s.
    vi.advanceTimersByTime(23_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(12_001);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop(SOCKET_CLOSE.originRefused);
    expect(chat.getState()).toMatchObject({ status: 'failed', failure: { code: String(SOCKET_CLOSE.originRefused) } });
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(2);
    vi.useRealTimers();
    chat.stop();
  });

  it('keeps a sent message pending until its ack; a refused one fails with the reason and can be retried', () => {
    const chat = connection();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.push(joined([]));
    chat.send('oi');
    const { ref } = chat.getState().pending[0]!;
    socket.push({ type: 'error', code: 'CHAT_RATE_LIMITED', message: 'Too many messages.', ref });
    expect(chat.getState().pending[0]).toMatchObject({ state: 'failed', reason: 'Too many messages.' });
    chat.retry(ref);
    expect(socket.sent.at(-1)).toEqual({ type: 'message', ref, text: 'oi' });
    socket.push({ type: 'ack', ref, id: 9 });
    expect(chat.getState().pending).toEqual([]);
  });

  it('sends a message again with the same ref after a reconnect when the drop ate its ack; it shows once', () => {
    vi.useFakeTimers();
    const chat = connection();
    const first = FakeSocket.all[0]!;
    first.open();
    first.push(joined([message(1)]));
    chat.send('perdido?');
    const sent = first.sent.at(-1)!;
    expect(sent).toMatchObject({ type: 'message', text: 'perdido?' });
    // The server stored it (id 2) and broadcast it, but the socket dropped before the ack.
    first.push({ type: 'message', message: message(2, 'perdido?') });
    first.drop();
    expect(chat.getState().pending).toMatchObject([{ ref: sent.ref, state: 'failed', interrupted: true }]);
    vi.advanceTimersByTime(2000);
    const second = FakeSocket.all[1]!;
    second.open();
    second.push(joined([message(2, 'perdido?')]));
    expect(second.sent.at(-1)).toEqual({ type: 'message', ref: sent.ref, text: 'perdido?' });
    expect(chat.getState().pending).toMatchObject([{ ref: sent.ref, state: 'sending' }]);
    second.push({ type: 'ack', ref: sent.ref, id: 2 });
    expect(chat.getState().pending).toEqual([]);
    expect(chat.getState().messages.map((m) => m.text)).toEqual(['m1', 'perdido?']);
    vi.useRealTimers();
    chat.stop();
  });

  it('applies deletions and the moment', () => {
    const chat = connection();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.push(joined([message(1), { ...message(2), userId: 'a:troll' }, message(3)]));
    socket.push({ type: 'deleted', messageId: 1 });
    socket.push({ type: 'deleted-user', userId: 'a:troll' });
    expect(chat.getState().messages.map((m) => m.id)).toEqual([3]);
    socket.push({ type: 'moment-started', momentId: 'm', prompt: null });
    chat.answerMoment('levantar');
    expect(socket.sent.at(-1)).toEqual({ type: 'moment-answer', momentId: 'm', answer: 'levantar' });
    expect(chat.getState().answered).toBe('levantar');
  });

  it('keeps the host workspace: the pin, the muted list, the raised hands and sends to the hosts’ channel', () => {
    const chat = connection();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.push({ ...joined([message(1)]), muted: [{ userId: 'a:old', name: 'Velho', until: '2026-01-02T00:00:00Z' }] });
    socket.push({ type: 'pinned', message: message(1, 'Bem-vindos') });
    expect(chat.getState().pinned?.text).toBe('Bem-vindos');
    socket.push({ type: 'muted', userId: 'a:troll', name: 'Troll', until: '2026-01-03T00:00:00Z' });
    socket.push({ type: 'unmuted', userId: 'a:old' });
    expect(chat.getState().muted.map((m) => m.name)).toEqual(['Troll']);
    socket.push({ type: 'moment-started', momentId: 'm', prompt: 'Quem quer oração?' });
    socket.push({ type: 'hand-raised', momentId: 'm', userId: 'u:4', name: 'Rute' });
    socket.push({ type: 'hand-raised', momentId: 'm', userId: 'u:4', name: 'Rute' });
    socket.push({ type: 'moment-count', momentId: 'm', levantar: 3, agoraNao: 1 });
    expect(chat.getState().moment).toEqual({
      momentId: 'm',
      prompt: 'Quem quer oração?',
      levantar: 3,
      agoraNao: 1,
      raised: [{ userId: 'u:4', name: 'Rute' }],
    });
    chat.send('só para anfitriões', true);
    expect(socket.sent.at(-1)).toMatchObject({ type: 'message', text: 'só para anfitriões', hosts: true });
    chat.startMoment('Pergunta');
    expect(socket.sent.at(-1)).toEqual({ type: 'moment-start', prompt: 'Pergunta' });
    socket.push({ type: 'pinned', message: null });
    expect(chat.getState().pinned).toBeNull();
  });

  it('stops on a refused join and on a final close', () => {
    const chat = connection();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.push({ type: 'error', code: 'CHAT_CHANNEL_NOT_FOUND', message: 'Gone' });
    expect(chat.getState()).toMatchObject({ status: 'failed', failure: { code: 'CHAT_CHANNEL_NOT_FOUND' } });
    expect(FakeSocket.all).toHaveLength(1);
    expect(chatSocketUrl({ protocol: 'https:', host: 'videira.example' })).toBe('wss://videira.example/chat');
  });
});
