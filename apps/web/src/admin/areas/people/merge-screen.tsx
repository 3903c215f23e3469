import type { TPersonProfile } from '@congrega/contract/admin/people';
import type { TMergePreview } from '@congrega/contract/admin/people-merge';
import { personMerge } from '@congrega/contract/endpoints/admin-people';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText, useActionFailure } from '../../../lib/failure-text.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { useMergeAction, useMergePreview } from './people-api.ts';

/** Tables the console names in "what moves" (others show their own name: a table added after this list). */
const KNOWN_TABLES = new Set([
  'cartao_salvo',
  'celula',
  'celula_membro',
  'celula_solicitacao',
  'chat_mensagem',
  'doacao_recorrente',
  'evento_inscricao',
  'evento_lista_espera',
  'idempotencia',
  'informe_doacao',
  'nota_sermao',
  'notificacao',
  'oferta_lote_item',
  'oracao',
  'oracao_mensagem',
  'oracao_orar',
  'pagamento',
  'plano_leitura_inscricao',
  'staff_grant',
  'usuario_carteirinha',
  'usuario_crianca',
  'usuario_endereco',
  'usuario_plano_assinatura',
  'usuario_plano_assinatura_conteudo',
  'usuario_role',
]);

/**
 * Merging two records of one person (People): the record kept (the route's `:id`) beside the one to be closed and
 * the kept record as it will read, field by field, and what moves to it, as the server previews them; "swap"
 * keeps the other one instead. A people admin confirms the merge (irreversible: the closed record's login no
 * longer opens the church); what blocks it (two current Play subscriptions) is said instead of the button.
 */
export function MergeScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const params = useParams();
  const id = routeId(params.id);
  const duplicado = routeId(params.duplicado);
  const preview = useMergePreview(church.slug, id, duplicado);
  const back = (
    <p>
      <Link to={consolePath(lang, church.slug, 'people/duplicates')}>{t('people.merge.backToDuplicates')}</Link>
    </p>
  );
  const refused = preview.error instanceof ApiError && preview.error.status < 500 ? preview.error : null;
  if (id === undefined || duplicado === undefined || refused) {
    return (
      <>
        {back}
        <PageHeader title={t('people.merge.title')} />
        <Alert tone="error">{refused ? failureText(refused, '') : t('people.notFoundBody')}</Alert>
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader title={t('people.merge.title')}>
        <p className="muted">{t('people.merge.intro')}</p>
      </PageHeader>
      <QueryState query={preview} isEmpty={() => false}>
        {(data) => <MergePreview data={data} />}
      </QueryState>
    </>
  );
}

function MergePreview({ data }: { data: TMergePreview }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const navigate = useNavigate();
  const mayMerge = useMayCall()(personMerge);
  const merge = useMergeAction(church.slug);
  const failure = useActionFailure(t('people.merge.failed'));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { manter, duplicado, resultado } = data;
  return (
    <>
      <div className="data-list">
        <table className="data-table compare-table">
          <caption className="sr-only">{t('people.merge.compareCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('people.merge.field')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`people.merge.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FIELDS.map(([key, show]) => (
              <tr key={key}>
                <th scope="row">{t(`people.${key}`)}</th>
                {COLUMNS.map((column, i) => (
                  <td key={column} data-label={t(`people.merge.${column}`)}>
                    {show([manter, duplicado, resultado][i]!, { t, lang, church }) || <span className="muted">{t('people.notGiven')}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="section-actions">
        <ButtonLink variant="ghost" to={consolePath(lang, church.slug, `people/${duplicado.usuarioId}/merge/${manter.usuarioId}`)}>
          {t('people.merge.swap')}
        </ButtonLink>
      </p>
      <h2>{t('people.merge.movesTitle', { name: manter.nome })}</h2>
      {data.movidos.length === 0 ? (
        <p className="muted">{t('people.merge.movesNone')}</p>
      ) : (
        <ul>
          {data.movidos.map((m) => (
            <li key={m.tabela}>
              {KNOWN_TABLES.has(m.tabela) ? t(`people.merge.tables.${m.tabela}`) : t('people.merge.tables.other', { table: m.tabela })}:{' '}
              {m.quantidade}
            </li>
          ))}
        </ul>
      )}
      {data.bloqueio ? (
        <Alert tone="warning">{t(`people.merge.blocked.${data.bloqueio}`)}</Alert>
      ) : mayMerge ? (
        <p className="section-actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('people.merge.confirm')}
          </Button>
        </p>
      ) : (
        <p className="muted">{t('people.merge.adminOnly')}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('people.merge.confirmTitle', { closed: duplicado.nome, kept: manter.nome })}
        description={t('people.merge.confirmText', { email: duplicado.email })}
        confirmLabel={t('people.merge.confirm')}
        cancelLabel={t('kit.cancel')}
        pending={busy}
        error={confirming ? failure.failure : null}
        onCancel={() => {
          failure.dismiss();
          setConfirming(false);
        }}
        onConfirm={() => {
          setBusy(true);
          void failure
            .attempt(() => merge(manter.usuarioId, duplicado.usuarioId))
            .then((ok) => {
              setBusy(false);
              if (!ok) return;
              setConfirming(false);
              toast(t('people.merge.done', { name: manter.nome }));
              void navigate(consolePath(lang, church.slug, `people/${manter.usuarioId}`));
            });
        }}
      />
    </>
  );
}

/** The compared records, in the table's column order. */
const COLUMNS = ['kept', 'closed', 'result'] as const;

interface ShowContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  lang: string;
  church: Parameters<typeof formatAt>[1];
}
type Show = (p: TPersonProfile, c: ShowContext) => ReactNode;
/** The rows compared, each with the People profile's own label and way of showing the value. */
const FIELDS: readonly (readonly [string, Show])[] = [
  ['name', (p) => p.nome],
  ['email', (p) => p.email],
  ['phone', (p) => p.telefone],
  ['cpf', (p) => p.cpf],
  ['birthDate', (p, c) => (p.dataNascimento ? formatCalendarDate(p.dataNascimento, 'date', c.lang) : null)],
  ['sex', (p, c) => p.sexo && c.t(`people.sexes.${p.sexo}`, { defaultValue: p.sexo })],
  ['maritalStatus', (p, c) => p.estadoCivil && c.t(`people.marital.${p.estadoCivil}`, { defaultValue: p.estadoCivil })],
  ['occupation', (p) => p.ocupacao],
  ['congregation', (p) => p.congregacao?.nome],
  [
    'address',
    (p) =>
      [[p.endereco.logradouro, p.endereco.numero].filter(Boolean).join(', '), p.endereco.bairro, p.endereco.cidade, p.endereco.cep]
        .filter(Boolean)
        .join(' · '),
  ],
  ['roles', (p) => p.roles.join(', ')],
  ['since', (p, c) => formatAt(p.criadoEm, c.church, c.lang, 'date')],
];
