import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSongs } from '../api/get-songs.ts';
import '../praise.css';

/** /praise: the church's songs, searched by title, author or theme (`?q=` keeps the search in the address), a page at a time. */
export function Component() {
  const { t } = useTranslation('praise');
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState(search.get('q') ?? '');
  const songs = useSongs(search.get('q')?.trim() ?? '');
  useDocumentTitle(t('title'));
  return (
    <section className="praise-page">
      <h1>{t('title')}</h1>
      <form
        role="search"
        className="praise-search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(text.trim() ? { q: text.trim() } : {}, { replace: true });
        }}
      >
        <TextField label={t('search')} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} type="search" />
        <button type="submit" className="btn btn-primary">
          {t('searchSubmit')}
        </button>
      </form>
      <QueryState query={songs} empty={t('empty')}>
        {(list) => (
          <PagedList
            className="praise-list"
            items={list}
            getKey={(s) => s.id}
            renderItem={(s) => (
              <>
                <Link to={`/praise/${s.id}`}>{s.titulo}</Link>
                <span className="praise-meta">{[s.autor, s.tema, s.tom && t('key', { key: s.tom })].filter(Boolean).join(' · ')}</span>
              </>
            )}
            pages={songs}
            loadMoreLabel={t('loadMore')}
          />
        )}
      </QueryState>
    </section>
  );
}
