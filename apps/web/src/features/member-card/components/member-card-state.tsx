import type { TMemberCard } from '@congrega/contract/member-card';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { isNoCard, useMemberCard } from '../api/get-member-card.ts';

/**
 * Loads the member's card (the caller's own unless `clientId`/`churchId` name another, which the server refuses
 * with "no card") and draws `children(card)`; the spec's messages when there is no card or it cannot be obtained.
 */
export function MemberCardState({
  clientId,
  churchId,
  children,
}: {
  clientId?: number;
  churchId?: number;
  children: (card: TMemberCard) => ReactNode;
}) {
  const { t } = useTranslation('member-card');
  const { igreja } = useBootstrap();
  const { client } = useSession();
  const query = useMemberCard(churchId ?? igreja.id, clientId ?? client?.id ?? 0);
  if (query.isError && isNoCard(query.error)) {
    return (
      <Alert tone="info" title={t('none.title')}>
        {t('none.body')}
      </Alert>
    );
  }
  return (
    <QueryState query={query} skeleton={<Skeleton rows={4} />} isEmpty={() => false}>
      {children}
    </QueryState>
  );
}
