import type { TPersonProfile } from '@congrega/contract/admin/people';
import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { allowedAreas, consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { usePerson } from './people-api.ts';
import { PersonActivitySection } from './person-activity-section.tsx';
import { PersonCardSection } from './person-card-section.tsx';
import { PersonHouseholdSection } from './person-household-section.tsx';
import { PersonRegistrationsSection } from './person-registrations-section.tsx';

/**
 * A member's profile as the server answers it (the read is audited there), in sections: contact, personal data,
 * address, at the church, the member's card (issue, renew, revoke with people edit) and the church's own fields. The CPF is shown as stored; the children's health notes
 * need the pastoral grant (person-household-section.tsx). An unknown member (or an id that cannot be one) says not found.
 */
export function PersonScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const id = routeId(useParams().id);
  const person = usePerson(church.slug, id);
  const back = (useLocation().state as { back?: string } | null)?.back ?? '';
  const backLink = (
    <p>
      <Link to={`${consolePath(lang, church.slug, 'people')}${back}`}>{t('people.back')}</Link>
    </p>
  );
  const missing = id === undefined || (person.error instanceof ApiError && person.error.status === 404);
  if (missing) {
    return (
      <>
        {backLink}
        <PageHeader title={t('people.notFound')} />
        <p>{t('people.notFoundBody')}</p>
      </>
    );
  }
  return (
    <>
      {backLink}
      <QueryState query={person} isEmpty={() => false}>
        {(p) => <Profile person={p} />}
      </QueryState>
    </>
  );
}

function Profile({ person: p }: { person: TPersonProfile }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const none = t('people.notGiven');
  const address = [
    [p.endereco.logradouro, p.endereco.numero].filter(Boolean).join(', '),
    p.endereco.complemento,
    p.endereco.bairro,
    [p.endereco.cidade, p.endereco.estado].filter(Boolean).join(' – '),
    p.endereco.cep,
    p.endereco.pais,
  ].filter((line): line is string => !!line);
  const custom = Object.entries(p.camposPersonalizados);
  return (
    <>
      <PageHeader title={p.nome}>
        <p className="muted">{t('people.profileIntro')}</p>
      </PageHeader>
      <Section id="contact" title={t('people.contact')}>
        <Facts>
          <Fact label={t('people.email')}>
            <a href={`mailto:${p.email}`}>{p.email}</a>
          </Fact>
          <Fact label={t('people.phone')}>{p.telefone ?? none}</Fact>
        </Facts>
      </Section>
      <Section id="personal" title={t('people.personal')}>
        <Facts>
          <Fact label={t('people.cpf')}>{p.cpf ?? none}</Fact>
          <Fact label={t('people.birthDate')}>{p.dataNascimento ? formatCalendarDate(p.dataNascimento, 'date', lang) : none}</Fact>
          <Fact label={t('people.sex')}>{p.sexo ? t(`people.sexes.${p.sexo}`, { defaultValue: p.sexo }) : none}</Fact>
          <Fact label={t('people.maritalStatus')}>
            {p.estadoCivil ? t(`people.marital.${p.estadoCivil}`, { defaultValue: p.estadoCivil }) : none}
          </Fact>
          <Fact label={t('people.occupation')}>{p.ocupacao ?? none}</Fact>
        </Facts>
      </Section>
      <Section id="address" title={t('people.address')}>
        {address.length ? (
          <address className="profile-address">
            {address.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </address>
        ) : (
          <p className="muted">{t('people.noAddress')}</p>
        )}
      </Section>
      <Section id="church" title={t('people.atChurch')}>
        <Facts>
          <Fact label={t('people.congregation')}>{p.congregacao?.nome ?? none}</Fact>
          <Fact label={t('people.status')}>{p.flagAtivo ? t('people.active') : t('people.inactive')}</Fact>
          <Fact label={t('people.since')}>{formatAt(p.criadoEm, church, lang, 'date')}</Fact>
          <Fact label={t('people.roles')}>{p.roles.length ? p.roles.join(', ') : t('people.noRoles')}</Fact>
        </Facts>
        <ElsewhereLinks person={p} />
      </Section>
      <PersonHouseholdSection usuarioId={p.usuarioId} />
      <PersonCardSection usuarioId={p.usuarioId} name={p.nome} />
      <PersonRegistrationsSection usuarioId={p.usuarioId} />
      <PersonActivitySection usuarioId={p.usuarioId} />
      {custom.length ? (
        <Section id="custom" title={t('people.customFields')}>
          <Facts>
            {custom.map(([name, value]) => (
              <Fact key={name} label={name}>
                {value || none}
              </Fact>
            ))}
          </Facts>
        </Section>
      ) : null}
    </>
  );
}

/** The member's payments and staff access, in the areas the caller's grants open (none: no link). */
function ElsewhereLinks({ person: p }: { person: TPersonProfile }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { me, church, lang } = useConsole();
  const open = new Set(allowedAreas(church.grants, me.sessaoVerificada).map((area) => area.id));
  const links = [
    open.has('payments') ? { to: `payments?usuarioId=${p.usuarioId}`, label: t('people.theirPayments') } : null,
    open.has('grants') ? { to: `grants?q=${encodeURIComponent(p.email)}`, label: t('people.theirAccess') } : null,
  ].filter((link) => link !== null);
  if (!links.length) return null;
  return (
    <ul className="section-actions">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={consolePath(lang, church.slug, link.to)}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
