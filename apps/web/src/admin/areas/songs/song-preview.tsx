import { parseChordPro } from '@congrega/contract/chordpro';
import { songKey, transposeKey, transposeLines } from '@congrega/contract/chords';
import { cifraToChordPro } from '@congrega/contract/cifra';
import { useDeferredValue, useMemo, useState } from 'react';
import { PraiseSheet } from '../../../components/praise/praise-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/**
 * The song as `/praise/{id}` will show it, live while typing: the lyrics go through the same conversion the server
 * keeps (cifra -> ChordPro, contract cifra.ts), the member app's parser and its sheet (components/praise), and the
 * member's transposition (contract chords.ts) half a step at a time, so 7/9, C7(9) and G/B read and move as there.
 */
export function SongPreview({ cifra, tom }: { cifra: string; tom: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [steps, setSteps] = useState(0);
  const text = useDeferredValue(cifra);
  const lines = useMemo(() => parseChordPro(cifraToChordPro(text)), [text]);
  const key = songKey(tom.trim() || null, lines);
  const shown = transposeLines(lines, steps, key);
  return (
    <section className="song-preview" aria-labelledby="song-preview-title">
      <h2 id="song-preview-title">{t('songs.preview')}</h2>
      <div role="group" aria-label={t('songs.transpose')} className="actions song-preview-tools">
        <Button variant="secondary" className="btn-sm" onClick={() => setSteps((n) => n - 1)}>
          <span aria-hidden="true">−½</span>
          <span className="sr-only">{t('songs.toneDown')}</span>
        </Button>
        <output aria-live="polite" className="song-preview-key" data-testid="song-preview-key">
          {key ? t('songs.keyShown', { key: transposeKey(key, steps) }) : t('songs.steps', { steps })}
        </output>
        <Button variant="secondary" className="btn-sm" onClick={() => setSteps((n) => n + 1)}>
          <span aria-hidden="true">+½</span>
          <span className="sr-only">{t('songs.toneUp')}</span>
        </Button>
        <Button variant="ghost" className="btn-sm" onClick={() => setSteps(0)} disabled={steps === 0}>
          {t('songs.toneReset')}
        </Button>
      </div>
      {lines.length ? (
        <div className="song-preview-sheet" data-testid="song-preview">
          <PraiseSheet lines={shown} chords />
        </div>
      ) : (
        <p className="muted">{t('songs.previewEmpty')}</p>
      )}
    </section>
  );
}
