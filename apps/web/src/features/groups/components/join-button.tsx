import type { TGroupDetail } from '@congrega/contract/groups';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoginNeededDialog } from '../../../components/ui/login-needed-dialog.tsx';
import { outcomeState } from '../../../lib/action-outcome.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { useRequestToJoin } from '../api/request-to-join.ts';

/**
 * The group's participation state and the "ask to join" action. Visitors get the login-needed dialog (spec section
 * 6); a member confirms first (spec section 4: "after confirmation a request is sent to the leader"), then a sent
 * request goes to /groups/request/success; a failure shows the spec's message (or the server's own, e.g. "already
 * pending") in the question, to try again. Members and the leader see where they stand instead of the button.
 */
export function JoinButton({ group }: { group: TGroupDetail }) {
  const { t } = useTranslation('groups');
  const { status } = useSession();
  const navigate = useNavigate();
  const join = useRequestToJoin(group.id);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (group.souLider) return <Alert tone="info">{t('detail.leaderOf')}</Alert>;
  if (group.membro) return <Alert tone="success">{t('detail.member')}</Alert>;
  if (group.solicitacaoPendente) return <Alert tone="info">{t('detail.pending')}</Alert>;

  const ask = () => {
    if (status !== 'member') return setLoginNeeded(true);
    join.reset();
    setConfirming(true);
  };
  const send = () =>
    join.mutate(undefined, {
      onSuccess: () => void navigate(`/groups/request/success?celula=${group.id}`, { state: outcomeState('group-requested') }),
    });
  const failure = join.error instanceof ApiError && join.error.status === 409 ? join.error.message : t('detail.failed');
  return (
    <div className="group-join">
      <div className="actions">
        <Button onClick={ask}>{t('detail.join')}</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        destructive={false}
        title={t('detail.joinTitle', { name: group.nome })}
        description={t('detail.joinText')}
        confirmLabel={t('detail.joinConfirm')}
        cancelLabel={t('detail.joinCancel')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        pending={join.isPending}
        error={join.isError ? failure : undefined}
      />
      <LoginNeededDialog open={loginNeeded} onClose={() => setLoginNeeded(false)} />
    </div>
  );
}
