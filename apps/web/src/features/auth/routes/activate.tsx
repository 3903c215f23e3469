import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { activateAccount } from '../api/activate-account.ts';
import { AccessPage } from '../components/access-page.tsx';
import { errorMessage } from '../lib/error-message.ts';
import { useLinkToken } from '../lib/use-link-token.ts';

type Outcome = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /access/activate?token=: spends the e-mailed activation link, then offers to log in. */
export function Component() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'working' } : { kind: 'failed', message: t('activate.invalidLink') },
  );
  // The link's token is single use: a second request (React's development double effect) would fail.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    activateAccount(token).then(
      () => setOutcome({ kind: 'done' }),
      (err: unknown) => setOutcome({ kind: 'failed', message: errorMessage(err, t('activate.invalidLink')) }),
    );
  }, [token, t]);

  return (
    <AccessPage title={t('activate.title')}>
      {outcome.kind === 'working' ? <Loader label={t('activate.working')} /> : null}
      {outcome.kind === 'done' ? <Alert tone="success">{t('activate.success')}</Alert> : null}
      {outcome.kind === 'failed' ? <Alert tone="error">{outcome.message}</Alert> : null}
      {outcome.kind === 'working' ? null : <ButtonLink to="/access">{t('activate.login')}</ButtonLink>}
    </AccessPage>
  );
}
