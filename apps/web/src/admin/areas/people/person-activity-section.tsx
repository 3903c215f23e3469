import { QueryState } from '../../../components/query-state.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePersonActivity } from './people-api.ts';

/**
 * The member's activity at the church on the profile: the last sign-in to the church's app, the small groups they
 * belong to (since when), how many event registrations and reading plans (started, finished). Nothing they wrote and
 * no money (contract admin/person-activity.ts).
 */
export function PersonActivitySection({ usuarioId }: { usuarioId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const activity = usePersonActivity(church.slug, usuarioId);
  const at = (value: string | null) => (value ? formatAt(value, church, lang, 'date') : t('people.activity.never'));
  return (
    <Section id="activity" title={t('people.activity.title')}>
      <QueryState query={activity} isEmpty={() => false}>
        {(a) => (
          <Facts>
            <Fact label={t('people.activity.lastSignIn')}>{at(a.ultimoAcesso)}</Fact>
            <Fact label={t('people.activity.groups')}>
              {a.celulas.length === 0
                ? t('people.activity.noGroups')
                : a.celulas
                    .map((c) => t('people.activity.groupSince', { name: c.nome, since: formatAt(c.desde, church, lang, 'date') }))
                    .join('; ')}
            </Fact>
            <Fact label={t('people.activity.registrations')}>
              {a.inscricoes.total === 0
                ? t('people.activity.none')
                : t('people.activity.registrationsCount', { count: a.inscricoes.total, last: at(a.inscricoes.ultima) })}
            </Fact>
            <Fact label={t('people.activity.plans')}>
              {a.planosLeitura.iniciados === 0
                ? t('people.activity.none')
                : t('people.activity.plansCount', {
                    count: a.planosLeitura.iniciados,
                    done: a.planosLeitura.concluidos,
                    last: a.planosLeitura.ultimoInicio ? formatCalendarDate(a.planosLeitura.ultimoInicio, 'date', lang) : '',
                  })}
            </Fact>
          </Facts>
        )}
      </QueryState>
    </Section>
  );
}
