import { readItem, removeItem, writeItem } from '../../../lib/storage.ts';

/**
 * Where the viewer stopped each video, kept on this device (local storage, per church and member): the watch screen
 * starts from there. Near the end counts as finished (starts over).
 */
const key = (churchId: number, usuarioId: number, id: number) => `play:pos:${churchId}:${usuarioId}:${id}`;
const END_MARGIN = 3;

export function readPosition(churchId: number, usuarioId: number, id: number): number {
  const value = Number(readItem('local', key(churchId, usuarioId, id)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function savePosition(churchId: number, usuarioId: number, id: number, seconds: number, duration: number): void {
  if (duration > 0 && seconds >= duration - END_MARGIN) removeItem('local', key(churchId, usuarioId, id));
  else if (seconds > 1) writeItem('local', key(churchId, usuarioId, id), String(Math.floor(seconds)));
}

/** m:ss or h:mm:ss */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
