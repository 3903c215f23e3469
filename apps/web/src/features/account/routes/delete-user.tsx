import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { churchToday } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { exportPersonalData } from '../api/account-deletion.ts';
import '../account.css';

/** Saves `data` as a JSON file the browser downloads. */
function download(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /user/delete-user: what deleting the account means (irreversible; what is erased, what is kept), the "download
 * my data" export (LGPD art. 18) and the way on to the password confirmation.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { account } = useSession();
  const { igreja } = useBootstrap();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('deletion.title'));

  async function onDownload() {
    if (!account) return;
    setBusy(true);
    setFailure(null);
    try {
      download(await exportPersonalData(account.id, igreja.id), `${t('deletion.fileName')}-${churchToday()}.json`);
    } catch (err) {
      setFailure(failureText(err, t('deletion.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page">
      <h1>{t('deletion.title')}</h1>
      <Alert tone="warning">{t('deletion.irreversible')}</Alert>
      <p>{t('deletion.erased')}</p>
      <p>{t('deletion.kept')}</p>
      <p>{t('deletion.everyChurch')}</p>
      <h2>{t('deletion.downloadTitle')}</h2>
      <p>{t('deletion.downloadText')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button variant="secondary" onClick={() => void onDownload()} loading={busy}>
        {t('deletion.download')}
      </Button>
      <div className="actions form-actions">
        <ButtonLink to="/user/confirm-delete-user" variant="danger">
          {t('deletion.continue')}
        </ButtonLink>
        <Link to="/user" className="btn btn-ghost">
          {t('data.cancel')}
        </Link>
      </div>
    </section>
  );
}
