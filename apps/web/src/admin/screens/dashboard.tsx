import type { TDashboardItem } from '@congrega/contract/admin/dashboard';
import { adminDashboard } from '@congrega/contract/endpoints/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { apiCall } from '../../lib/api-call.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PageHeader } from '../kit/page-header.tsx';
import { formatAt } from '../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { allowedAreas, areaOfLink, consolePath } from '../lib/console-areas.ts';
import { churchKey, useConsole } from '../lib/console-context.ts';

/**
 * The church's dashboard: what needs attention, limited by the server to the caller's areas. An item links to its
 * area when the console has that area and the caller may open it; the others are plain counts (their areas are
 * not built yet).
 */
export function DashboardScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { me, church, lang } = useConsole();
  // Until the second factor, a church admin's grants open nothing: the shell says why, the dashboard asks nothing.
  const open = allowedAreas(church.grants, me.sessaoVerificada).some((area) => area.id === 'dashboard');
  const dashboard = useQuery({
    queryKey: churchKey(church.slug, 'dashboard'),
    queryFn: ({ signal }) => apiCall(adminDashboard, { params: { church: church.slug } }, { signal }),
    enabled: open,
  });
  if (!open) return <PageHeader title={church.nome} />;
  return (
    <>
      <PageHeader title={church.nome}>
        <p className="muted">{t('dashboard.intro')}</p>
      </PageHeader>
      <QueryState query={dashboard} empty={t('dashboard.empty')} isEmpty={(d) => d.itens.length === 0}>
        {(data) => (
          <ul className="attention-list">
            {data.itens.map((item) => (
              <li key={item.tipo} className="attention-item">
                <AttentionItem item={item} />
                {item.detalhes?.length ? (
                  <ul className="attention-details">
                    {item.detalhes.map((d) => (
                      <li key={d.id}>
                        <span>{d.titulo}</span> <span className="muted">{formatAt(d.inicio, church, lang)}</span>{' '}
                        <span>
                          {d.vagasRestantes === null ? t('dashboard.noLimit') : t('dashboard.seatsLeft', { count: d.vagasRestantes })}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function AttentionItem({ item }: { item: TDashboardItem }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { me, church, lang } = useConsole();
  const label = t(`dashboard.${item.tipo}`, { count: item.quantidade });
  const area = areaOfLink(item.link, church.grants, me.sessaoVerificada);
  return (
    <p className="attention-label">
      <strong className="attention-count">{item.quantidade}</strong>{' '}
      {area ? <Link to={consolePath(lang, church.slug, item.link)}>{label}</Link> : <span>{label}</span>}
    </p>
  );
}
