import type { ReactNode } from 'react';
import type { TChurchSummary } from '@congrega/contract/church';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useOrganizationChurches } from '../api/get-organization-churches.ts';
import { useGeolocation } from '../../../lib/geolocation.ts';
import { ChurchList, NearestButton } from './church-list.tsx';

/**
 * The host's organization churches with "use my location" (nearest first once the browser shares it): the list of
 * /churchs, /user/church and the change-church dialog, each with its own `action` per church (and `notice`, shown
 * above the list).
 */
export function OrganizationChurches({
  action,
  notice,
}: {
  action: (church: TChurchSummary, isCurrent: boolean) => ReactNode;
  notice?: ReactNode;
}) {
  const { igreja, organizacao } = useBootstrap();
  const geo = useGeolocation();
  const query = useOrganizationChurches(organizacao?.slug, geo.position);
  return (
    <>
      <NearestButton state={geo.state} onLocate={geo.locate} />
      {notice}
      <ChurchList
        churches={query.data}
        loading={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        currentId={igreja.id}
        action={action}
      />
    </>
  );
}
