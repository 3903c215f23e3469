import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Dialog } from '../components/ui/dialog.tsx';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { acceptUrlCode, declineUrlCode } from '../lib/url-code-flow.ts';
import type { PendingUrlCode } from '../lib/url-code.ts';

/**
 * Asks before a link's one-time code logs anyone in, naming the account it would log into and, when someone
 * else is logged in, that this session would end (login CSRF: a link can carry a stranger's code).
 */
export default function UrlCodePrompt({ pending }: { pending: PendingUrlCode }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function accept() {
    setBusy(true);
    setFailed(false);
    try {
      await acceptUrlCode();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      role="alertdialog"
      onClose={declineUrlCode}
      title={t('urlCode.title')}
      description={
        pending.currentEmail
          ? t('urlCode.switchAccount', { current: pending.currentEmail, email: pending.email })
          : t('urlCode.visitor', { email: pending.email })
      }
      footer={
        <>
          <Button variant="secondary" onClick={declineUrlCode} disabled={busy} data-autofocus>
            {pending.currentEmail ? t('urlCode.stay', { current: pending.currentEmail }) : t('urlCode.cancel')}
          </Button>
          <Button onClick={() => void accept()} loading={busy}>
            {t('urlCode.continue', { email: pending.email })}
          </Button>
        </>
      }
    >
      {failed ? <Alert tone="error">{t('urlCode.failed')}</Alert> : null}
    </Dialog>
  );
}
