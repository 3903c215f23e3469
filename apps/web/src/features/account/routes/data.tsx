import type { TClientAccount } from '@congrega/contract/user';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { useCustomFields } from '../api/custom-fields.ts';
import { AddressesSection } from '../components/addresses-section.tsx';
import { ChildrenSection } from '../components/children-section.tsx';
import { NoticeMailSection } from '../components/notice-mail-section.tsx';
import { useCongregations, useCountries, useMaritalStatuses, useOccupations } from '../api/reference-lists.ts';
import '../account.css';

type Row = { label: string; value: string | null | undefined };

/** Stored digits only; shown the way Brazilians write them (000.000.000-00, 00000-000). */
const cpfText = (cpf: string | null) => (cpf && /^\d{11}$/.test(cpf) ? cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : cpf);
const cepText = (cep: string | null) => (cep && /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);

/** Stored dates are calendar days (ISO); formatted in UTC so no time zone moves them a day. */
const day = (iso: string | null | undefined) => (iso ? formatCalendarDate(iso, 'dateLong') : null);

function useRows(client: TClientAccount, accountId: number): Row[] {
  const { t, i18n } = useTranslation('account');
  const { igreja } = useBootstrap();
  const language = i18n.language ?? 'en';
  const marital = useMaritalStatuses(language).data ?? [];
  const occupations = useOccupations(language).data ?? [];
  const countries = useCountries(language).data ?? [];
  const congregations = useCongregations(igreja.id).data ?? [];
  const custom = useCustomFields(igreja.id, accountId).data ?? [];
  const f = (key: string) => t(`fields.${key}`);
  const sex = client.sexo === 'M' ? t('options.male') : client.sexo === 'F' ? t('options.female') : client.sexo;
  const address = [client.logradouro, client.numero, client.complemento].filter(Boolean).join(', ');
  return [
    { label: f('email'), value: client.email },
    { label: f('telefone'), value: client.telefone },
    { label: f('dataNascimento'), value: day(client.dataNascimento) },
    { label: f('sexo'), value: sex },
    { label: f('estadoCivil'), value: marital.find((m) => m.codigo === client.estadoCivil)?.nome ?? client.estadoCivil },
    { label: f('dataCasamento'), value: day(client.dataCasamento) },
    { label: f('quantidadeFilhos'), value: client.quantidadeFilhos === null ? null : String(client.quantidadeFilhos) },
    { label: f('ocupacao'), value: occupations.find((o) => o.codigo === client.ocupacao)?.nome ?? client.ocupacao },
    { label: f('congregacaoId'), value: congregations.find((c) => c.id === client.congregacaoId)?.nome ?? null },
    { label: f('cpf'), value: cpfText(client.cpf) },
    { label: f('cep'), value: cepText(client.cep) },
    { label: f('logradouro'), value: address },
    { label: f('bairro'), value: client.bairro },
    { label: f('cidade'), value: [client.cidade, client.estado].filter(Boolean).join(' - ') },
    { label: f('pais'), value: countries.find((c) => c.sigla === client.pais)?.nome ?? client.pais },
    { label: f('alergias'), value: client.alergias },
    { label: f('cuidados'), value: client.cuidados },
    { label: f('tipoSanguineo'), value: client.tipoSanguineo },
    ...custom.map((field) => {
      const value = client.camposPersonalizados[field.chave];
      return { label: field.rotulo, value: field.tipo === 'date' ? day(value) : value };
    }),
  ];
}

/** /user/data: the member's registration data, with the way to edit it. */
export function Component() {
  const { t } = useTranslation('account');
  const { client, account } = useSession();
  const location = useLocation();
  const { igreja } = useBootstrap();
  useDocumentTitle(t('data.title'));
  if (!client || !account) return null; // the route is members only; the guard never lets this happen
  const saved = (location.state as { saved?: unknown } | null)?.saved === true;
  return (
    <section className="account-page">
      <h1>{t('data.title')}</h1>
      {saved ? <Alert tone="success">{t('data.saved')}</Alert> : null}
      <p className="profile-name">{`${client.nome} ${client.sobrenome}`}</p>
      <DataList client={client} accountId={account.id} />
      <div className="actions">
        <ButtonLink to="/user/data-update">{t('data.edit')}</ButtonLink>
        <Link to="/user" className="btn btn-ghost">
          {t('data.back')}
        </Link>
      </div>
      <ChildrenSection scope={{ accountId: account.id, clientId: client.id, churchId: igreja.id }} />
      <AddressesSection scope={{ accountId: account.id, clientId: client.id, churchId: igreja.id }} />
      <NoticeMailSection churchId={igreja.id} clientId={client.id} />
    </section>
  );
}

function DataList({ client, accountId }: { client: TClientAccount; accountId: number }) {
  const { t } = useTranslation('account');
  const rows = useRows(client, accountId);
  return (
    <dl className="data-list">
      {rows.map((row) => (
        <div key={row.label} className="data-row">
          <dt>{row.label}</dt>
          <dd>{row.value || <span className="muted">{t('data.notInformed')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
