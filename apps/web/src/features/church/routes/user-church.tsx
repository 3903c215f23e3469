import type { TChurchSummary } from '@congrega/contract/church';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { switchChurch } from '../../../lib/switch-church.ts';
import { OrganizationChurches } from '../components/organization-churches.tsx';

/**
 * /user/church: the member's linked church. Lists the organization's churches (nearest first once the member lets
 * the browser share the location), asks to confirm, then moves the member with POST /usuario/troca-igreja: their
 * account there is created from this profile when missing and they land logged in on that church's app.
 */
export function Component() {
  const { t } = useTranslation('church');
  const { igreja, organizacao } = useBootstrap();
  const [chosen, setChosen] = useState<TChurchSummary | null>(null);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('userChurch.title'));

  async function move(church: TChurchSummary) {
    setMoving(true);
    setFailure(null);
    try {
      await switchChurch(church.id);
    } catch (err) {
      setFailure(failureText(err, t('changeChurch.failed')));
      setMoving(false);
    }
  }

  return (
    <section>
      <h1>{t('userChurch.title')}</h1>
      <p>{t('userChurch.current', { church: igreja.nome })}</p>
      {organizacao ? (
        <>
          <p className="muted">{t('userChurch.intro')}</p>
          <OrganizationChurches
            action={(church, isCurrent) =>
              isCurrent ? null : (
                <Button variant="secondary" className="btn-sm" onClick={() => setChosen(church)}>
                  {t('changeChurch.choose')}
                  <span className="sr-only"> {church.nome}</span>
                </Button>
              )
            }
          />
        </>
      ) : (
        <Alert>{t('churchs.noOrganization', { church: igreja.nome })}</Alert>
      )}
      <ConfirmDialog
        open={chosen !== null}
        destructive={false}
        title={t('userChurch.confirmTitle', { church: chosen?.nome ?? '' })}
        description={t('userChurch.confirmBody', { church: chosen?.nome ?? '' })}
        confirmLabel={t('userChurch.confirm')}
        cancelLabel={t('userChurch.cancel')}
        pending={moving}
        error={failure}
        onCancel={() => {
          setChosen(null);
          setFailure(null);
        }}
        onConfirm={() => chosen && void move(chosen)}
      />
    </section>
  );
}
