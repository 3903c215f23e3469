import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, parseChatClientFrame, ZChatServerFrame } from './chat.ts';

describe('chat protocol', () => {
  it.each([
    { type: 'join', channel: 1, name: 'Ana' },
    { type: 'join', channel: '7', token: 'abc', since: 10 },
    { type: 'message', ref: 'r1', text: 'Amém' },
    { type: 'delete', messageId: 3 },
    { type: 'delete-user', userId: 'a:abcdefgh' },
    { type: 'mute', userId: 'u:4' },
    { type: 'slow-mode', seconds: 10 },
    { type: 'moment-start' },
    { type: 'moment-end', momentId: 'm1' },
    { type: 'moment-answer', momentId: 'm1', answer: 'levantar' },
  ])('accepts $type', (frame) => {
    expect(parseChatClientFrame(JSON.stringify(frame)).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{'],
    ['unknown type', JSON.stringify({ type: 'shout', text: 'x' })],
    ['no type', JSON.stringify({ text: 'x' })],
    ['blank text', JSON.stringify({ type: 'message', ref: 'r', text: '   ' })],
    ['oversized text', JSON.stringify({ type: 'message', ref: 'r', text: 'x'.repeat(CHAT_TEXT_MAX + 1) })],
    ['unknown field', JSON.stringify({ type: 'delete', messageId: 1, all: true })],
    ['blank name', JSON.stringify({ type: 'join', channel: 1, name: ' ' })],
    ['bad answer', JSON.stringify({ type: 'moment-answer', momentId: 'm', answer: 'maybe' })],
    ['slow mode too long', JSON.stringify({ type: 'slow-mode', seconds: 3600 })],
  ])('refuses %s', (_name, raw) => {
    expect(parseChatClientFrame(raw).ok).toBe(false);
  });

  it('keeps the ref of a refused message so the sender can retry it', () => {
    expect(parseChatClientFrame(JSON.stringify({ type: 'message', ref: 'r9', text: '' }))).toEqual({ ok: false, ref: 'r9' });
  });

  it('describes server frames', () => {
    expect(ZChatServerFrame.parse({ type: 'presence', count: 3 })).toEqual({ type: 'presence', count: 3 });
    expect(ZChatServerFrame.safeParse({ type: 'presence' }).success).toBe(false);
  });
});
