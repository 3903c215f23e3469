import { BAND_CAPO_MAX } from '@congrega/contract/band';
import { readItem, writeItem } from '../../../lib/storage.ts';
import { transposeKey } from '@congrega/contract/chords';

/**
 * A musician's personal capo in band mode. The leader sets the key the band sounds in (`steps` from the song's
 * key); with a capo on fret `capo` the guitarist plays chord shapes `capo` semitones lower, so the chords shown
 * are transposed by `steps - capo` and spelled for the key of those shapes (music.ts chooses sharps or flats).
 * The capo is kept on the device per church and song (local storage), never sent.
 */
export const clampCapo = (capo: number) => (Number.isInteger(capo) ? Math.min(BAND_CAPO_MAX, Math.max(0, capo)) : 0);

/** Semitones between the song's written key and the shapes to play. */
export const shapeSteps = (leaderSteps: number, capo: number) => leaderSteps - clampCapo(capo);

/** The key of the shapes to play (null when the song has no key). */
export function shapeKey(key: string | null, leaderSteps: number, capo: number): string | null {
  return key ? transposeKey(key, shapeSteps(leaderSteps, capo)) : null;
}

const storageKey = (church: string, songId: number) => `congrega.praise.capo.${church}.${songId}`;

export function readCapo(church: string, songId: number): number {
  return clampCapo(Number(readItem('local', storageKey(church, songId)) ?? 0));
}

export function writeCapo(church: string, songId: number, capo: number): void {
  writeItem('local', storageKey(church, songId), String(clampCapo(capo)));
}
