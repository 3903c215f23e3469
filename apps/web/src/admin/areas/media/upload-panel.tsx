import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { ChunkedUpload, type UploadState } from './chunked-upload.ts';
import { mediaListKey } from './media-api.ts';

/**
 * Choosing a video or an audio file (for the podcast) and sending it (chunked-upload.ts): the bytes sent as a progress bar, pause and resume, and a
 * dropped connection shown as such with "Resume" (also tried again by itself when the browser is back online).
 */
export function UploadPanel() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const queryClient = useQueryClient();
  const upload = useRef<ChunkedUpload | null>(null);
  const [state, setState] = useState<UploadState | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const online = () => {
      if (upload.current?.state.phase === 'interrupted') void upload.current.run();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      upload.current?.pause();
    };
  }, []);

  function start(file: File) {
    upload.current?.pause();
    const next = new ChunkedUpload(church.slug, file, (s) => {
      setState(s);
      if (s.phase === 'done' || s.phase === 'failed' || s.media?.recebidos === 0)
        void queryClient.invalidateQueries({ queryKey: mediaListKey(church.slug) });
    });
    upload.current = next;
    void next.run();
  }

  const percent = state && state.total ? Math.floor((state.sent / state.total) * 100) : 0;
  return (
    <section className="panel" aria-labelledby="media-upload-title">
      <h2 id="media-upload-title">{t('media.uploadTitle')}</h2>
      <p className="muted">{t('media.uploadHint')}</p>
      <label className="field">
        <span className="field-label">{t('media.file')}</span>
        <input
          ref={input}
          className="input"
          type="file"
          accept="video/*,audio/*,.wav,.mp3,.m4a"
          disabled={state?.phase === 'sending'}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) start(file);
          }}
        />
      </label>
      {state ? (
        <div className="media-upload-state">
          <progress max={100} value={percent} aria-label={t('media.sent', { percent })}>
            {percent}%
          </progress>
          <p aria-live="polite">{t(`media.phase.${state.phase}`, { percent })}</p>
          {state.phase === 'sending' ? (
            <Button variant="secondary" onClick={() => upload.current?.pause()}>
              {t('media.pause')}
            </Button>
          ) : null}
          {state.phase === 'paused' || state.phase === 'interrupted' ? (
            <Button onClick={() => void upload.current?.run()}>{t('media.resume')}</Button>
          ) : null}
          {state.phase === 'failed' ? <Alert tone="error">{failureText(state.error, t('media.failed'))}</Alert> : null}
        </div>
      ) : null}
    </section>
  );
}
