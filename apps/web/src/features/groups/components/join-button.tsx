import type { TGroupDetail } from '@congrega/contract/groups';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoginNeededDialog } from '../../../components/ui/login-needed-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { useRequestToJoin } from '../api/request-to-join.ts';

/**
 * The group's participation state and the "ask to join" action. Visitors get the login-needed dialog (spec section
 * 6); a sent request goes to /groups/request/success; a failure shows the spec's message (or the server's own, e.g.
 * "already pending"). Members and the leader see where they stand instead of the button.
 */
export function JoinButton({ group }: { group: TGroupDetail }) {
  const { t } = useTranslation('groups');
  const { status } = useSession();
  const navigate = useNavigate();
  const join = useRequestToJoin(group.id);
  const [loginNeeded, setLoginNeeded] = useState(false);

  if (group.souLider) return <Alert tone="info">{t('detail.leaderOf')}</Alert>;
  if (group.membro) return <Alert tone="success">{t('detail.member')}</Alert>;
  if (group.solicitacaoPendente) return <Alert tone="info">{t('detail.pending')}</Alert>;

  const ask = () => {
    if (status !== 'member') return setLoginNeeded(true);
    join.mutate(undefined, { onSuccess: () => void navigate(`/groups/request/success?celula=${group.id}`) });
  };
  const failure = join.error instanceof ApiError && join.error.status === 409 ? join.error.message : t('detail.failed');
  return (
    <div className="group-join">
      {join.isError ? <Alert tone="error">{failure}</Alert> : null}
      <div className="actions">
        <Button onClick={ask} loading={join.isPending}>
          {t('detail.join')}
        </Button>
      </div>
      <LoginNeededDialog open={loginNeeded} onClose={() => setLoginNeeded(false)} />
    </div>
  );
}
