import { SONG_PDF_MAX_BYTES, SONG_SCORES_MAX } from '@congrega/contract/admin/songs';
import { useState, type ChangeEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormText } from '../../../components/form/form-text.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../kit/image-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { uploadSongScore } from './songs-api.ts';
import type { SongFormValues } from './song-form-values.ts';

const SCORE_TYPES = ['application/pdf', ...IMAGE_TYPES];
const MB = 1024 * 1024;

/**
 * The song's score files (sheet music for the member's score view): each uploaded at once through the songs' upload
 * endpoint (a PDF up to 10 MB, an image up to 5 MB, checked here first), listed with its name (what members read
 * on the link) and removable. The form sends the paths the server answered.
 */
export function ScoreFilesField({ church }: { church: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useFieldErrorText();
  const { control, formState } = useFormContext<SongFormValues>();
  const scores = useFieldArray({ control, name: 'partituras' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    const pdf = file.type === 'application/pdf';
    if (!SCORE_TYPES.includes(file.type)) return setFailure(t('songs.scoreWrongType'));
    const max = pdf ? SONG_PDF_MAX_BYTES : IMAGE_MAX_BYTES;
    if (file.size > max) return setFailure(t('kit.image.tooLarge', { maxMb: max / MB }));
    setBusy(true);
    setStatus(t('kit.image.uploading'));
    try {
      const saved = await uploadSongScore(church, file);
      scores.append({ nome: file.name.replace(/\.[^.]+$/, '').slice(0, 200) || t('songs.score'), ...saved });
      setStatus(t('songs.scoreUploaded'));
    } catch (err) {
      setStatus('');
      const code = err instanceof ApiError ? err.status : 0;
      setFailure(
        code === 413
          ? t('kit.image.tooLarge', { maxMb: max / MB })
          : code === 415
            ? t('songs.scoreWrongType')
            : failureText(err, t('kit.image.failed')),
      );
    } finally {
      setBusy(false);
    }
  }

  const refused = errorText((formState.errors.partituras?.root ?? formState.errors.partituras) as { message?: string } | undefined);
  return (
    <fieldset className="form-section score-files-field" aria-busy={busy || undefined}>
      <legend>{t('songs.scores')}</legend>
      {scores.fields.length === 0 ? <p className="muted">{t('songs.noScores')}</p> : null}
      <ul className="editable-list">
        {scores.fields.map((score, i) => (
          <li key={score.id} className="editable-item">
            <FormText
              name={`partituras.${i}.nome`}
              label={t('songs.scoreName', { kind: score.tipo === 'pdf' ? 'PDF' : t('songs.image') })}
              required
            />
            <div className="actions">
              <a href={score.url} target="_blank" rel="noopener noreferrer">
                {t('songs.openScore')}
              </a>
              <Button variant="ghost" className="btn-sm" onClick={() => scores.remove(i)}>
                {t('songs.removeScore')}
                <span className="sr-only"> {score.nome}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {scores.fields.length < SONG_SCORES_MAX ? (
        <Field label={t('songs.addScore')} hint={t('songs.scoreHint')} error={failure ?? refused}>
          {(ctrl) => (
            <input
              {...ctrl}
              type="file"
              accept={SCORE_TYPES.join(',')}
              className="input file-input"
              disabled={busy}
              onChange={(e) => void onFile(e)}
            />
          )}
        </Field>
      ) : null}
      {busy ? <Spinner size="sm" /> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </fieldset>
  );
}
