import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import type { ContentItemAnswer } from './content-api.ts';
import type { ConsoleContentKind } from './content-kinds.ts';
import { ContentStateBadge } from './content-state.tsx';
import { ScheduleForm } from './schedule-form.tsx';

/**
 * A saved item's publication: its state, publish now, schedule (a time on the church's clock, ahead of now: the
 * server's refusal lands on the field), unpublish, and delete behind a confirmation. With unsaved changes in the
 * editor (`dirty`) the publishing buttons wait: what is published is always what was saved.
 */
export function PublicationPanel({
  kind,
  item,
  dirty,
  onChanged,
}: {
  kind: ConsoleContentKind;
  item: ContentItemAnswer;
  dirty: boolean;
  onChanged: (item: ContentItemAnswer) => Promise<void>;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const navigate = useNavigate();
  const params = { church: church.slug, id: item.id };
  const action = useActionFailure(t('kit.saveFailed'));
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    const ok = await action.attempt(work);
    setBusy(false);
    if (ok) toast(done);
    return ok;
  };
  const change = (work: () => Promise<unknown>, done: string) => void run(async () => onChanged((await work()) as ContentItemAnswer), done);
  const showing = item.estado === 'published' || item.estado === 'scheduled';
  return (
    <section className="form-section" aria-labelledby="publication-title">
      <h2 id="publication-title">{t('content.publication')}</h2>
      <p>
        <ContentStateBadge estado={item.estado} />{' '}
        {item.estado === 'scheduled' ? t('content.scheduledFor', { at: formatAt(item.dataPublicacao, church, lang) }) : null}
        {item.estado === 'published' ? t('content.publishedAt', { at: formatAt(item.dataPublicacao, church, lang) }) : null}
      </p>
      {dirty ? <Alert tone="info">{t('content.saveFirst')}</Alert> : null}
      {action.failure && !deleting ? <Alert tone="error">{action.failure}</Alert> : null}
      <div className="section-actions">
        <Button
          disabled={busy || dirty}
          onClick={() =>
            change(
              () => apiCall(kind.endpoints.publish, { params, body: {} }),
              t(kind.notifies ? 'content.publishedDone' : 'content.publishedQuiet'),
            )
          }
        >
          {item.estado === 'published' ? t('content.publishAgain') : t('content.publishNow')}
        </Button>
        {showing ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => change(() => apiCall(kind.endpoints.unpublish, { params }), t('content.unpublishedDone'))}
          >
            {t('content.unpublish')}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={busy} onClick={() => setDeleting(true)}>
          {t('content.delete')}
        </Button>
      </div>
      <h3>{t('content.schedule')}</h3>
      <fieldset disabled={dirty} className="plain-fieldset">
        <ScheduleForm publish={async (body) => onChanged((await apiCall(kind.endpoints.publish, { params, body })) as ContentItemAnswer)} />
      </fieldset>
      <ConfirmDialog
        open={deleting}
        title={t('content.deleteTitle')}
        description={item.titulo}
        confirmLabel={t('content.delete')}
        cancelLabel={t('kit.cancel')}
        pending={busy}
        error={deleting ? action.failure : null}
        onCancel={() => {
          action.dismiss();
          setDeleting(false);
        }}
        onConfirm={() =>
          void run(() => apiCall(kind.endpoints.remove, { params }), t('content.deleted')).then(
            (ok) => ok && navigate(consolePath(lang, church.slug, `content/${kind.key}`), { replace: true }),
          )
        }
      />
    </section>
  );
}
