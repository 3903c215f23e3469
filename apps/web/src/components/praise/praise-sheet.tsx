import type { TLyricLine } from '@congrega/contract/chordpro';
import './praise-sheet.css';

/**
 * The song's lines, as the member's /praise/{id} shows them and the console's song editor previews them (one component:
 * the preview is exactly the member's sheet). Cipher: each snippet's chord sits above its text (chords are hidden from screen readers'
 * reading order of the words only when the lyric view is asked for). Each line carries its index (`data-line`):
 * band mode reports and follows the line at the top of the screen, and marks the leader's (`current`). Lyric: the words alone.
 */
export function PraiseSheet({ lines, chords, current }: { lines: readonly TLyricLine[]; chords: boolean; current?: number | undefined }) {
  return (
    <div className={chords ? 'praise-sheet is-cipher' : 'praise-sheet'}>
      {lines.map((line, i) =>
        line.length === 0 ? (
          <div key={i} className="praise-gap" data-line={i} />
        ) : (
          <p
            key={i}
            className={current === i ? 'praise-line is-band-line' : 'praise-line'}
            data-line={i}
            aria-current={current === i || undefined}
          >
            {line.map((s, j) =>
              chords ? (
                <span key={j} className="praise-snippet">
                  <span className={s.acorde ? 'praise-chord' : 'praise-chord is-empty'}>{s.acorde ?? '\u00a0'}</span>
                  <span className="praise-text">{s.texto || '\u00a0'}</span>
                </span>
              ) : (
                <span key={j}>{s.texto}</span>
              ),
            )}
          </p>
        ),
      )}
    </div>
  );
}
