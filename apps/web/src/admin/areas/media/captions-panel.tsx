import type { TAdminMedia } from '@congrega/contract/admin/media';
import { MEDIA_CAPTION_LABEL_MAX, MEDIA_CAPTION_LANGUAGES } from '@congrega/contract/admin/media-captions';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { failureText, useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { addCaption, captionFormat, captionsKey, deleteCaption, useCaptions } from './captions-api.ts';

/**
 * A ready video's caption tracks (contract admin/media-captions.ts): the tracks by language with their cue count and
 * a delete each, and a form adding one (language, the label the player's menu shows, a .vtt or .srt file; the same
 * language again replaces its track). A refused file shows the server's message, which names the line.
 */
export function CaptionsPanel({ media, mayEdit, onClose }: { media: TAdminMedia; mayEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const queryClient = useQueryClient();
  const tracks = useCaptions(church.slug, media.id);
  const [idioma, setIdioma] = useState<string>(MEDIA_CAPTION_LANGUAGES[0]);
  const [rotulo, setRotulo] = useState(t('media.captions.labels.pt-BR'));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const removal = useActionFailure(t('media.captions.deleteFailed'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: captionsKey(church.slug, media.id) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError(t('media.captions.fileRequired'));
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const arquivo = await file.text();
      const track = await addCaption(church.slug, media.id, { idioma, rotulo: rotulo.trim(), formato: captionFormat(file.name), arquivo });
      setSaved(t('media.captions.saved', { label: track.rotulo, count: track.trechos }));
      await refresh();
    } catch (err) {
      setError(failureText(err, t('media.captions.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel media-captions" aria-labelledby="media-captions-title">
      <div className="media-captions-head">
        <h2 id="media-captions-title">{t('media.captions.title', { name: media.nome })}</h2>
        <Button variant="secondary" onClick={onClose}>
          {t('media.captions.close')}
        </Button>
      </div>
      <QueryState query={tracks} isEmpty={() => false}>
        {(data) =>
          data.itens.length ? (
            <ul className="media-captions-list">
              {data.itens.map((c) => (
                <li key={c.id}>
                  <span>
                    <strong>{c.rotulo}</strong> <span className="muted">({c.idioma})</span> ·{' '}
                    {t('media.captions.cues', { count: c.trechos })}
                  </span>
                  {mayEdit ? (
                    <Button
                      variant="secondary"
                      aria-label={t('media.captions.deleteNamed', { label: c.rotulo })}
                      onClick={() =>
                        void removal
                          .attempt(() => deleteCaption(church.slug, media.id, c.id))
                          .then(async (ok) => {
                            if (ok) await refresh();
                          })
                      }
                    >
                      {t('media.delete')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('media.captions.empty')}</p>
          )
        }
      </QueryState>
      {removal.failure ? <Alert tone="error">{removal.failure}</Alert> : null}
      {mayEdit ? (
        <form className="media-captions-form" onSubmit={(e) => void submit(e)} noValidate>
          <h3>{t('media.captions.addTitle')}</h3>
          <Field label={t('media.captions.language')} required>
            {(control) => (
              <select
                {...control}
                className="input"
                value={idioma}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setIdioma(next);
                  setRotulo(t(`media.captions.labels.${next}`));
                }}
              >
                {MEDIA_CAPTION_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`media.captions.labels.${code}`)} ({code})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('media.captions.label')} hint={t('media.captions.labelHint')} required>
            {(control) => (
              <input
                {...control}
                className="input"
                value={rotulo}
                maxLength={MEDIA_CAPTION_LABEL_MAX}
                onChange={(e) => setRotulo(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={t('media.captions.file')} hint={t('media.captions.fileHint')} error={error ?? undefined} required>
            {(control) => (
              <input
                {...control}
                className="input"
                type="file"
                accept=".vtt,.srt,text/vtt"
                onChange={(e) => {
                  setFile(e.currentTarget.files?.[0] ?? null);
                  setError(null);
                }}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t('media.captions.add')}
          </Button>
          {saved ? (
            <p role="status" className="media-captions-saved">
              {saved}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
