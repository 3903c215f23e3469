import { QueryState } from '../../../components/query-state.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Section } from '../../kit/facts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { allowedAreas, consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePersonRegistrations } from './people-api.ts';

/**
 * The member's event registrations on the profile, newest first: the event and its date, the state, the tickets,
 * and the order's code (a link to the payment for staff whose grants open Payments). No amounts: they are money.
 */
export function PersonRegistrationsSection({ usuarioId }: { usuarioId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { me, church, lang } = useConsole();
  const registrations = usePersonRegistrations(church.slug, usuarioId);
  const payments = allowedAreas(church.grants, me.sessaoVerificada).some((area) => area.id === 'payments');
  return (
    <Section id="registrations" title={t('people.registrations.title')}>
      <QueryState query={registrations} empty={t('people.registrations.none')} isEmpty={(r) => r.itens.length === 0}>
        {(r) => (
          <ul className="household-list">
            {r.itens.map((item) => (
              <li key={item.id}>
                <strong>{item.evento.titulo}</strong>{' '}
                <span className="muted">{formatAt(item.evento.dataInicio, church, lang, 'date')}</span>
                <br />
                {t(`people.registrations.statuses.${item.status}`)} · {t('people.registrations.tickets', { count: item.bilhetes })}
                {item.pagamento ? (
                  <>
                    {' · '}
                    {payments ? (
                      <Link to={consolePath(lang, church.slug, `payments/${item.pagamento.id}`)}>{item.pagamento.codigo}</Link>
                    ) : (
                      item.pagamento.codigo
                    )}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
