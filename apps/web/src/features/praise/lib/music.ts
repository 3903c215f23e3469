import { hasChords, hasText, type TLyricLine } from '@congrega/contract/chordpro';

/** Zoom (spec section 9): +0.03 and -0.05 steps, staying strictly between 0.7 and 1.5. */
export const ZOOM_MIN = 0.7;
export const ZOOM_MAX = 1.5;
export const ZOOM_IN_STEP = 0.03;
export const ZOOM_OUT_STEP = 0.05;
const round = (n: number) => Math.round(n * 1000) / 1000;
export const canZoomIn = (zoom: number) => round(zoom + ZOOM_IN_STEP) < ZOOM_MAX;
export const canZoomOut = (zoom: number) => round(zoom - ZOOM_OUT_STEP) > ZOOM_MIN;
export const zoomIn = (zoom: number) => (canZoomIn(zoom) ? round(zoom + ZOOM_IN_STEP) : zoom);
export const zoomOut = (zoom: number) => (canZoomOut(zoom) ? round(zoom - ZOOM_OUT_STEP) : zoom);

export type PraiseView = 'cipher' | 'lyric' | 'score';

/** Views the song can show, and the default: cipher if any chord, else lyric if text, else score if files, else none. */
export function availableViews(lines: readonly TLyricLine[], scores: number): PraiseView[] {
  const views: PraiseView[] = [];
  if (hasChords(lines)) views.push('cipher');
  if (hasText(lines)) views.push('lyric');
  if (scores > 0) views.push('score');
  return views;
}

export function defaultView(lines: readonly TLyricLine[], scores: number): PraiseView | null {
  return availableViews(lines, scores)[0] ?? null;
}
