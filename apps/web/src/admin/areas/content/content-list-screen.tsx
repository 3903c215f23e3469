import {
  CONTENT_STATES,
  type TAdminContentListQuery,
  type TAdminContentSummary,
  type TContentState,
} from '@congrega/contract/admin/content';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { NotFoundContent } from '../../screens/not-found.tsx';
import { useContentList } from './content-api.ts';
import { CONSOLE_CONTENT_KINDS, contentKindOf, type ConsoleContentKind } from './content-kinds.ts';
import { ContentStateBadge } from './content-state.tsx';

const PAGE_SIZE = 20;
const FILTERS = ['busca', 'estado'] as const;
const isState = (value: string | undefined): value is TContentState => CONTENT_STATES.some((s) => s === value);

/**
 * The church's content of one kind (`content/:kind`; `content` opens the first), every state, paged and counted by
 * the server: the kind switcher, a search of title and text, a state filter, and "write" for those who may edit.
 * Each title opens its editor.
 */
export function ContentListScreen() {
  const { kind: key } = useParams();
  const kind = key === undefined ? CONSOLE_CONTENT_KINDS[0] : contentKindOf(key);
  if (!kind) return <NotFoundContent />;
  return <KindList key={kind.key} kind={kind} />;
}

function KindList({ kind }: { kind: ConsoleContentKind }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCall = useMayCall();
  const list = useListParams(FILTERS);
  const estado = isState(list.filters.estado) ? list.filters.estado : undefined;
  const query: TAdminContentListQuery = { busca: list.filters.busca, estado, page: list.page, limit: PAGE_SIZE };
  const items = useContentList(church.slug, kind, query);
  const path = (rest: string) => consolePath(lang, church.slug, `content/${kind.key}${rest}`);
  const columns: Column<TAdminContentSummary>[] = [
    {
      key: 'titulo',
      header: t('content.fields.titulo'),
      cell: (i) => (
        <span className="person-cell">
          <Link to={path(`/${i.id}`)}>{i.titulo}</Link>
          {i.autor ? <span className="muted">{i.autor}</span> : null}
        </span>
      ),
    },
    { key: 'estado', header: t('content.state'), cell: (i) => <ContentStateBadge estado={i.estado} /> },
    {
      key: 'dataPublicacao',
      header: t('content.date'),
      cell: (i) => (i.estado === 'draft' ? '—' : formatAt(i.dataPublicacao, church, lang)),
    },
    { key: 'atualizadoEm', header: t('content.updated'), cell: (i) => formatAt(i.atualizadoEm, church, lang) },
  ];
  const filtered = !!list.filters.busca || !!estado;
  return (
    <>
      <PageHeader
        title={t('areas.content')}
        actions={mayCall(kind.endpoints.create) ? <ButtonLink to={path('/new')}>{t(`content.new.${kind.key}`)}</ButtonLink> : null}
      >
        <p className="muted">{t('content.intro')}</p>
        {kind.key === 'publications' ? (
          <p>
            <Link to={path('/types')}>{t('content.types.title')}</Link>
          </p>
        ) : null}
      </PageHeader>
      <nav aria-label={t('content.kindsLabel')} className="content-kinds">
        <ul>
          {CONSOLE_CONTENT_KINDS.map((k) => (
            <li key={k.key}>
              {/* The kind shown is current also at `content`, which opens the first kind (a NavLink would not say so). */}
              <Link to={consolePath(lang, church.slug, `content/${k.key}`)} aria-current={k.key === kind.key ? 'page' : undefined}>
                {t(`content.kinds.${k.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('content.search')}>
          {(control) => (
            <input {...control} className="input" name="busca" type="search" maxLength={100} defaultValue={list.filters.busca ?? ''} />
          )}
        </Field>
        <Field label={t('content.state')}>
          {(control) => (
            <select {...control} className="input" name="estado" defaultValue={estado ?? ''}>
              <option value="">{t('content.allStates')}</option>
              {CONTENT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`content.states.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ListFilters>
      <QueryState query={items} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t(`content.kinds.${kind.key}`)}
            columns={columns}
            rows={data.itens}
            rowKey={(i) => i.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            empty={filtered ? t('content.noMatch') : t('content.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
