import type { TPersonChildCare } from '@congrega/contract/admin/person-household';
import { personHouseholdCare } from '@congrega/contract/endpoints/admin-people';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Section } from '../../kit/facts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePersonHousehold, usePersonHouseholdCare } from './people-api.ts';

/**
 * The member's children on the profile (name, birth date, sex). With the pastoral grant, their allergies and care
 * notes are asked for only when staff choose to see them: health data, each read audited by the server.
 */
export function PersonHouseholdSection({ usuarioId }: { usuarioId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const household = usePersonHousehold(church.slug, usuarioId);
  const mayCall = useMayCall();
  const mayReadCare = mayCall(personHouseholdCare);
  const [showCare, setShowCare] = useState(false);
  const care = usePersonHouseholdCare(church.slug, usuarioId, showCare);
  const careOf = new Map((care.data?.criancas ?? []).map((c) => [c.id, c]));
  return (
    <Section id="household" title={t('people.household.title')}>
      <QueryState query={household} empty={t('people.household.none')} isEmpty={(h) => h.criancas.length === 0}>
        {(h) => (
          <>
            <ul className="household-list">
              {h.criancas.map((child) => (
                <li key={child.id}>
                  <strong>{child.nome}</strong>{' '}
                  <span className="muted">
                    {t('people.household.born', { date: formatCalendarDate(child.dataNascimento, 'date', lang) })}
                    {child.sexo ? ` · ${t(`people.sexes.${child.sexo}`, { defaultValue: child.sexo })}` : null}
                  </span>
                  {showCare && careOf.has(child.id) ? <CareNotes care={careOf.get(child.id)!} /> : null}
                </li>
              ))}
            </ul>
            {mayReadCare && !showCare ? (
              <p className="section-actions">
                <Button variant="secondary" onClick={() => setShowCare(true)}>
                  {t('people.household.showCare')}
                </Button>
                <span className="muted">{t('people.household.careAudited')}</span>
              </p>
            ) : null}
            {showCare ? (
              <QueryState query={care} isEmpty={() => false}>
                {() => null}
              </QueryState>
            ) : null}
          </>
        )}
      </QueryState>
    </Section>
  );
}

function CareNotes({ care }: { care: TPersonChildCare }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <dl className="care-notes">
      <dt>{t('people.household.allergies')}</dt>
      <dd>{care.alergias ?? t('people.household.noneGiven')}</dd>
      <dt>{t('people.household.care')}</dt>
      <dd>{care.cuidados ?? t('people.household.noneGiven')}</dd>
    </dl>
  );
}
