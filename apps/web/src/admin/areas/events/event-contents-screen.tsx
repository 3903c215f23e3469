import type { TAdminEventContent } from '@congrega/contract/admin/event-contents';
import type { TAdminEvent } from '@congrega/contract/admin/events';
import { adminEventContentCreate } from '@congrega/contract/endpoints/admin-event-contents';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ConfirmDelete } from '../../kit/confirm-delete.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { EventContentForm } from './event-content-form.tsx';
import { useEventContents, useEventContentWrites } from './event-contents-api.ts';
import { EventScreen } from './event-screen.tsx';

/**
 * `events/:eventId/contents`: the event's exclusive online content, what holders of a ticket type with online content
 * open from the event's "online access" button: add, change, move up or down, delete (asked first). Read-only for
 * a caller who may only view.
 */
export function EventContentsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  return (
    <EventScreen>
      {(e) => (
        <>
          <PageHeader
            title={t('eventContents.heading', { title: e.titulo })}
            actions={<Link to={consolePath(lang, church.slug, `events/${e.id}/edit`)}>{t('eventContents.toEvent')}</Link>}
          >
            <p className="muted">{t('eventContents.intro')}</p>
          </PageHeader>
          {e.ingressos.some((i) => i.flagConteudoOnline) ? null : <Alert tone="info">{t('eventContents.noContentTickets')}</Alert>}
          <ContentList event={e} />
        </>
      )}
    </EventScreen>
  );
}

function ContentList({ event }: { event: TAdminEvent }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const contents = useEventContents(church.slug, event.id);
  const writes = useEventContentWrites(church.slug, event.id);
  const mayEdit = useMayCall()(adminEventContentCreate);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TAdminEventContent | null>(null);
  const action = useActionFailure(t('kit.saveFailed'));
  const typeName = (id: number | null) =>
    id === null ? t('eventContents.forAll') : (event.ingressos.find((i) => i.id === id)?.nome ?? '');
  const move = (list: TAdminEventContent[], from: number, to: number) => {
    const ids = list.map((c) => c.id);
    ids.splice(to, 0, ids.splice(from, 1)[0]!);
    void action.attempt(() => writes.order(ids)).then((ok) => ok && toast(t('eventContents.moved')));
  };
  return (
    <section className="form-section" aria-labelledby="event-contents-title">
      <h2 id="event-contents-title">{t('eventContents.listTitle')}</h2>
      {action.failure && !deleting ? <Alert tone="error">{action.failure}</Alert> : null}
      <QueryState query={contents} empty={t('eventContents.none')} isEmpty={(d) => d.itens.length === 0}>
        {(data) => (
          <ol className="editable-list">
            {data.itens.map((c, i) => (
              <li key={c.id} className="editable-item">
                {editing === c.id ? (
                  <EventContentForm event={event} content={c} save={writes.save} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <p>
                      <strong>{c.titulo}</strong> <span className="muted">{t(`eventContents.types.${c.tipo}`)}</span>
                      <br />
                      <span className="muted">{typeName(c.ingressoId)}</span>
                    </p>
                    {mayEdit ? (
                      <div className="actions">
                        <Button variant="ghost" className="btn-sm" disabled={i === 0} onClick={() => move(data.itens, i, i - 1)}>
                          {t('eventContents.up')}
                          <span className="sr-only"> {c.titulo}</span>
                        </Button>
                        <Button
                          variant="ghost"
                          className="btn-sm"
                          disabled={i === data.itens.length - 1}
                          onClick={() => move(data.itens, i, i + 1)}
                        >
                          {t('eventContents.down')}
                          <span className="sr-only"> {c.titulo}</span>
                        </Button>
                        <Button variant="ghost" className="btn-sm" onClick={() => setEditing(c.id)}>
                          {t('eventContents.edit')}
                          <span className="sr-only"> {c.titulo}</span>
                        </Button>
                        <Button variant="ghost" className="btn-sm" onClick={() => setDeleting(c)}>
                          {t('eventContents.delete')}
                          <span className="sr-only"> {c.titulo}</span>
                        </Button>
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {mayEdit ? (
        <>
          <h3>{t('eventContents.add')}</h3>
          <EventContentForm event={event} save={writes.save} />
        </>
      ) : null}
      <ConfirmDelete
        item={deleting}
        title={t('eventContents.deleteTitle')}
        description={(item) => t('eventContents.deleteText', { title: item.titulo })}
        confirmLabel={t('eventContents.delete')}
        deletedText={t('eventContents.deleted')}
        action={action}
        remove={(item) => writes.remove(item.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
