import type { TAdminSongListItem, TAdminSongListQuery } from '@congrega/contract/admin/songs';
import { adminSongCreate } from '@congrega/contract/endpoints/admin-songs';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useSongList } from './songs-api.ts';

const PAGE_SIZE = 30;
const FILTERS = ['q'] as const;

/** The church's songs ("Louvores"), paged by the server, searched by title, author or theme; each opens its editor. */
export function SongsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCreate = useMayCall()(adminSongCreate);
  const list = useListParams(FILTERS);
  const query: TAdminSongListQuery = { q: list.filters.q, page: list.page, limit: PAGE_SIZE };
  const songs = useSongList(church.slug, query);
  const columns: Column<TAdminSongListItem>[] = [
    {
      key: 'titulo',
      header: t('songs.title'),
      cell: (s) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `songs/${s.id}`)}>{s.titulo}</Link>
          {s.autor ? <span className="muted">{s.autor}</span> : null}
        </span>
      ),
    },
    { key: 'tema', header: t('songs.theme'), cell: (s) => s.tema ?? '—' },
    { key: 'tom', header: t('songs.key'), cell: (s) => s.tom ?? '—' },
    { key: 'partituras', header: t('songs.scores'), cell: (s) => <span className="amount">{s.partituras}</span> },
    {
      key: 'ativo',
      header: t('songs.state'),
      cell: (s) =>
        s.ativo ? (
          <span className="status-badge status-paid">{t('songs.shown')}</span>
        ) : (
          <span className="status-badge status-failed">{t('songs.hidden')}</span>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('areas.songs')}
        actions={
          mayCreate ? (
            <Link className={buttonClass('primary')} to={consolePath(lang, church.slug, 'songs/new')}>
              {t('songs.new')}
            </Link>
          ) : undefined
        }
      >
        <p className="muted">{t('songs.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('songs.search')}>
          {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />}
        </Field>
      </ListFilters>
      <QueryState query={songs} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.songs')}
            columns={columns}
            rows={data.itens}
            rowKey={(s) => s.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            empty={list.filters.q ? t('songs.noMatch') : t('songs.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
