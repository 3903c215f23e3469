import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { downloadTranscript, useChatSummary } from '../api/chat-host.ts';

/** Hosts: the chat's counts (viewers now and at the peak, messages) and the transcript download (CSV). */
export function HostStats({ channel }: { channel: number }) {
  const { t } = useTranslation('live');
  const summary = useChatSummary(channel);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadTranscript(channel);
    } catch (err) {
      setFailure(failureText(err, t('host.transcriptFailed')));
    } finally {
      setBusy(false);
    }
  };
  const data = summary.data;
  return (
    <section className="chat-stats" aria-labelledby="chat-stats-title">
      <h3 id="chat-stats-title">{t('host.title')}</h3>
      {data ? (
        <dl>
          <div>
            <dt>{t('host.viewersNow')}</dt>
            <dd>{data.presencaAgora}</dd>
          </div>
          <div>
            <dt>{t('host.viewersPeak')}</dt>
            <dd>{data.presencaPico}</dd>
          </div>
          <div>
            <dt>{t('host.messages')}</dt>
            <dd>{data.mensagens}</dd>
          </div>
          <div>
            <dt>{t('host.hostMessages')}</dt>
            <dd>{data.mensagensAnfitrioes}</dd>
          </div>
          <div>
            <dt>{t('host.hiddenMessages')}</dt>
            <dd>{data.mensagensOcultas}</dd>
          </div>
        </dl>
      ) : summary.isError ? (
        <p className="muted">{t('host.countsFailed')}</p>
      ) : null}
      <Button variant="secondary" loading={busy} onClick={() => void download()}>
        {t('host.transcript')}
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  );
}
