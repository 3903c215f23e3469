import { PLAY_SEARCH_MAX, PLAY_SEARCH_MIN } from '@congrega/contract/play';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePlayContents } from '../api/get-play-contents.ts';
import { ContentRow } from '../components/content-card.tsx';
import { PlayNav } from '../components/play-nav.tsx';
import '../play.css';

/** /play/search?q=: text search over titles, summaries, descriptions and tags (the query lives in the URL). */
export function Component() {
  const { t } = useTranslation('play');
  useDocumentTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const ready = q.length >= PLAY_SEARCH_MIN;
  const results = usePlayContents({ busca: q, limit: 60 }, ready);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  }

  return (
    <section className="play-page">
      <PlayNav />
      <h1>{t('search.title')}</h1>
      <form role="search" className="play-search" onSubmit={onSubmit}>
        <label htmlFor="play-q">{t('search.label')}</label>
        <div>
          <input
            id="play-q"
            type="search"
            value={text}
            maxLength={PLAY_SEARCH_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            aria-describedby="play-q-hint"
          />
          <Button type="submit">{t('search.submit')}</Button>
        </div>
        <p id="play-q-hint" className="muted">
          {t('search.hint')}
        </p>
      </form>
      <div aria-live="polite">
        {ready && results.isPending ? <Skeleton /> : null}
        {ready && results.isError ? <Alert tone="error">{failureText(results.error, t('search.failed'))}</Alert> : null}
        {ready && results.data ? (
          results.data.conteudos.length === 0 ? (
            <p className="muted">{t('search.empty', { q })}</p>
          ) : (
            <>
              <p className="muted">{t('search.results', { count: results.data.total })}</p>
              <ContentRow contents={results.data.conteudos} grid />
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
