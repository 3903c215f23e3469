import type { TChurchSummary } from '@congrega/contract/church';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryProvider } from '../../../lib/query-client.ts';
import { switchChurch } from '../../../lib/switch-church.ts';
import { churchUrl } from '../api/get-organization-churches.ts';
import { OrganizationChurches } from './organization-churches.tsx';

function ChangeChurch({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('church');
  const { status } = useSession();
  const [switching, setSwitching] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  /** Members keep their session at the other church (one-time code); visitors just go there. */
  async function choose(church: TChurchSummary) {
    if (status !== 'member') {
      window.location.assign(churchUrl(church));
      return;
    }
    setSwitching(church.id);
    setFailed(false);
    try {
      await switchChurch(church.id);
    } catch {
      setFailed(true);
      setSwitching(null);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('changeChurch.title')} description={t('changeChurch.description')}>
      <OrganizationChurches
        notice={failed ? <Alert tone="error">{t('changeChurch.failed')}</Alert> : null}
        action={(church, isCurrent) =>
          isCurrent ? null : (
            <Button
              variant="secondary"
              className="btn-sm"
              loading={switching === church.id}
              disabled={switching !== null}
              onClick={() => void choose(church)}
            >
              {t('changeChurch.choose')}
              <span className="sr-only"> {church.nome}</span>
            </Button>
          )
        }
      />
    </Dialog>
  );
}

/** The organization header's change-church modal (loaded on first open). */
export default function ChangeChurchDialog({ onClose }: { onClose: () => void }) {
  return (
    <QueryProvider>
      <ChangeChurch onClose={onClose} />
    </QueryProvider>
  );
}
