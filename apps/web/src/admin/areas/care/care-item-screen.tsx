import { ZAdminCareUpdateBody, type TAdminCareDetail } from '@congrega/contract/admin/prayer';
import { adminCareUpdate } from '@congrega/contract/endpoints/admin-prayer';
import { PRAYER_CARE_STATUSES, ZPrayerId } from '@congrega/contract/prayer';
import { Link, useParams } from 'react-router';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCareItem, useCareWrites } from './care-api.ts';
import { CareNotes } from './care-notes.tsx';
import { CareStatus, CareWishes } from './care-status.tsx';

const ZAssignForm = blanksAsNull(ZAdminCareUpdateBody, ['responsavelId']);

/**
 * One care item (the read audited by the server): who asked, what for, how to reach them; its status and the staff
 * member who takes it (the requester then sees that someone is praying and will call); the team's private notes.
 */
export function CareItemScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const raw = useParams().id;
  const id = ZPrayerId.safeParse(raw).success ? raw! : '';
  const item = useCareItem(church.slug, id);
  const back = (
    <p>
      <Link to={consolePath(lang, church.slug, 'care')}>{t('care.back')}</Link>
    </p>
  );
  if (!id || (item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <>
        {back}
        <PageHeader title={t('care.notFound')} />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState query={item} isEmpty={() => false}>
        {(c) => (
          <>
            <PageHeader title={c.pessoa.nome}>
              <CareStatus status={c.status} />
            </PageHeader>
            <Section id="care-request" title={t('care.request')}>
              <p className="prayer-text">{c.mensagem}</p>
              <Facts>
                <Fact label={t('care.wishes')}>
                  <CareWishes item={c} />
                </Fact>
                <Fact label={t('care.phone')}>
                  {c.pessoa.telefone ? <a href={`tel:${c.pessoa.telefone}`}>{c.pessoa.telefone}</a> : '—'}
                </Fact>
                <Fact label={t('care.email')}>
                  <a href={`mailto:${c.pessoa.email}`}>{c.pessoa.email}</a>
                </Fact>
                <Fact label={t('care.posted')}>{formatAt(c.dataCadastro, church, lang)}</Fact>
                <Fact label={t('care.assignee')}>{c.responsavel?.nome ?? t('care.nobody')}</Fact>
              </Facts>
            </Section>
            <AssignSection item={c} />
            <CareNotes item={c} />
          </>
        )}
      </QueryState>
    </>
  );
}

function AssignSection({ item: c }: { item: TAdminCareDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const { update } = useCareWrites(church.slug, c.idOracao);
  const mayEdit = useMayCall()(adminCareUpdate);
  const state = useAdminForm({
    schema: ZAssignForm,
    defaultValues: { status: c.status, responsavelId: c.responsavel ? String(c.responsavel.usuarioId) : '' },
    submit: update,
    savedText: t('care.saved'),
  });
  if (!mayEdit) return null;
  return (
    <Section id="care-assign" title={t('care.followUp')}>
      <AdminForm state={state} submitLabel={t('care.save')}>
        <FormSelect
          name="status"
          label={t('care.state')}
          placeholder={t('care.choose')}
          options={PRAYER_CARE_STATUSES.map((s) => ({ value: s, label: t(`care.status.${s}`) }))}
          required
        />
        <FormSelect
          name="responsavelId"
          label={t('care.assignee')}
          placeholder={t('care.nobody')}
          options={c.equipe.map((p) => ({ value: String(p.usuarioId), label: p.nome }))}
        />
      </AdminForm>
    </Section>
  );
}
