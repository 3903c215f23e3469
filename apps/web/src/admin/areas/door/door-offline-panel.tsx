import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import type { useDoorSession } from './door-session.ts';

/** The offline list (download, when, how many tickets) and the queue waiting to sync. */
export function DoorOffline({ session, online }: { session: ReturnType<typeof useDoorSession>; online: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const download = async () => {
    setBusy(true);
    setFailure('');
    try {
      await session.download();
    } catch (err) {
      setFailure(failureText(err, t('door.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="door-offline-panel" aria-label={t('door.offlineList')}>
      <p>
        {session.manifest
          ? t('door.downloaded', { count: session.manifest.bilhetes.length, at: formatAt(session.manifest.geradoEm, church, lang) })
          : t('door.notDownloaded')}
      </p>
      {online ? (
        <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
          {t('door.download')}
        </Button>
      ) : null}
      <p role="status">{session.queue.length ? t('door.queued', { count: session.queue.length }) : t('door.queueEmpty')}</p>
      {session.syncFailed ? <p role="alert">{t('door.syncFailed')}</p> : null}
      {online && session.queue.length ? (
        <Button variant="secondary" onClick={() => void session.syncNow()} disabled={session.syncing}>
          {t('door.sync')}
        </Button>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  );
}
