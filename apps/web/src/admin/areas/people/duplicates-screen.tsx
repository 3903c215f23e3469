import type { TDuplicatePair } from '@congrega/contract/admin/people-merge';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePeopleDuplicates } from './people-api.ts';

/**
 * Records that look like one person (the server's pairs, oldest first): both sides with what tells them apart (e-mail,
 * phone, birth date) and why they were paired; "Compare" opens the merge screen keeping the older record (the
 * screen can swap). Merging is people admin's; looking is people view's.
 */
export function DuplicatesScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const pairs = usePeopleDuplicates(church.slug);
  const sideCell = (s: TDuplicatePair['a']) => (
    <span className="person-cell">
      <Link to={consolePath(lang, church.slug, `people/${s.usuarioId}`)}>{s.nome}</Link>
      <span className="muted">{s.email}</span>
      <span className="muted">
        {[s.telefone, s.dataNascimento ? formatCalendarDate(s.dataNascimento, 'date', lang) : null].filter(Boolean).join(' · ') ||
          t('people.notGiven')}
      </span>
    </span>
  );
  const columns: Column<TDuplicatePair>[] = [
    { key: 'a', header: t('people.merge.older'), cell: (p) => sideCell(p.a) },
    { key: 'b', header: t('people.merge.newer'), cell: (p) => sideCell(p.b) },
    { key: 'motivos', header: t('people.merge.why'), cell: (p) => p.motivos.map((m) => t(`people.merge.reasons.${m}`)).join('; ') },
    {
      key: 'acao',
      header: t('people.merge.action'),
      cell: (p) => (
        <ButtonLink
          variant="secondary"
          className="btn-sm"
          to={consolePath(lang, church.slug, `people/${p.a.usuarioId}/merge/${p.b.usuarioId}`)}
        >
          {t('people.merge.compare')}
          <span className="sr-only">
            {' '}
            {p.a.nome} / {p.b.nome}
          </span>
        </ButtonLink>
      ),
    },
  ];
  return (
    <>
      <p>
        <Link to={consolePath(lang, church.slug, 'people')}>{t('people.back')}</Link>
      </p>
      <PageHeader title={t('people.merge.duplicatesTitle')}>
        <p className="muted">{t('people.merge.duplicatesIntro')}</p>
      </PageHeader>
      <QueryState query={pairs} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('people.merge.duplicatesTitle')}
            columns={columns}
            rows={data.itens}
            rowKey={(p) => `${p.a.usuarioId}-${p.b.usuarioId}`}
            empty={t('people.merge.noDuplicates')}
          />
        )}
      </QueryState>
    </>
  );
}
