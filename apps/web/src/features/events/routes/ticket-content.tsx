import type { TTicketContent } from '@congrega/contract/events-purchase';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { safeUrl } from '../../../lib/safe-url.ts';
import { ticketContentQueryOptions, useTicketContent } from '../api/get-ticket-content.ts';
import { contentPath, ticketsPath } from '../components/event-button.tsx';
import { currentEventsScope } from '../lib/events-scope.ts';
import '../events.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const eventId = Number(params.eventId);
  const ticketId = Number(params.ticketId);
  const contentId = params.contentId === undefined ? null : Number(params.contentId);
  void queryClient.prefetchQuery(ticketContentQueryOptions(currentEventsScope(), eventId, ticketId));
  return { eventId, ticketId, contentId };
}

/** One content: a text shown here, or a video, link or file opened from its address (https only). */
function ContentItem({ content }: { content: TTicketContent }) {
  const { t } = useTranslation('events');
  const href = safeUrl(content.url);
  return (
    <article className="ticket-content" aria-labelledby="content-title">
      <h1 id="content-title">{content.titulo}</h1>
      {content.descricao ? <p className="muted">{content.descricao}</p> : null}
      {content.texto ? <div className="prose">{content.texto}</div> : null}
      {href ? (
        <p>
          <a className="btn btn-primary" href={href} target="_blank" rel="noopener noreferrer">
            {t(`content.open.${content.tipo}`)}
            <span className="sr-only"> ({t('detail.opensInNewTab')})</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}

/**
 * /user/registrations/{eventId}/ticket/{ticketId}/content[/{contentId}] (login required): the ticket's exclusive
 * online content, for its owner only (anyone else, or a ticket not confirmed, gets "content missing or
 * unavailable"). Without a content id: the list; with one: that content.
 */
export function Component() {
  const { eventId, ticketId, contentId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('events');
  const contents = useTicketContent(eventId, ticketId);
  const current = contentId === null ? undefined : contents.data?.find((c) => c.id === contentId);
  useDocumentTitle(current?.titulo ?? t('content.title'));
  const back = contentId === null ? ticketsPath(eventId) : contentPath(eventId, ticketId);

  return (
    <section className="events-page">
      <p>
        <Link to={back}>{contentId === null ? t('mine.tickets') : t('content.title')}</Link>
      </p>
      {contentId === null || !current ? <h1>{t('content.title')}</h1> : null}
      <QueryState query={contents} empty={t('content.none')}>
        {(list) =>
          contentId === null ? (
            <ul className="content-list">
              {list.map((c) => (
                <li key={c.id}>
                  <Link className="content-link" to={`${contentPath(eventId, ticketId)}/${c.id}`}>
                    <span className="content-title">{c.titulo}</span>
                    <span className="muted">{t(`content.type.${c.tipo}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : current ? (
            <ContentItem content={current} />
          ) : (
            <Alert tone="info">{t('content.missing')}</Alert>
          )
        }
      </QueryState>
    </section>
  );
}
