import { EVENT_CANCEL_REASON_MAX, type TAdminEvent, type TAdminEventCancelResult } from '@congrega/contract/admin/events';
import { resolveTimeZone } from '@congrega/contract/datetime';
import { adminEventCancel, adminEventDuplicate } from '@congrega/contract/endpoints/admin-events';
import { financeRefundCreate } from '@congrega/contract/endpoints/admin-finance';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ReasonField } from '../../kit/reason-field.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { fromWallClock } from '../../lib/wall-clock.ts';
import { useEventWrites } from './event-editor-api.ts';
import { RefundCheckbox } from './refund-checkbox.tsx';
import { useAttemptKey } from './registrations-api.ts';

/**
 * The edit screen's actions on the event as a whole, each offered only when the caller's grants open it: duplicate
 * (a copy with nothing sold, optionally at a new start on the church's clock; the copy opens) and cancel (a reason,
 * and refunding every paid registration when the caller may refund; the result says how many were cancelled and
 * refunded and, when more are left than one call handles, offers to go on).
 */
export function EventActions({ event }: { event: TAdminEvent }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const mayCall = useMayCall();
  const [open, setOpen] = useState<'duplicate' | 'cancel' | null>(null);
  const [result, setResult] = useState<TAdminEventCancelResult | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <span className="actions">
        {mayCall(adminEventDuplicate) ? (
          <Button variant="secondary" onClick={() => setOpen('duplicate')}>
            {t('eventEditor.duplicate')}
          </Button>
        ) : null}
        {mayCall(adminEventCancel) && event.flagAtivo ? (
          <Button variant="danger" onClick={() => setOpen('cancel')}>
            {t('eventEditor.cancelEvent')}
          </Button>
        ) : null}
      </span>
      {result ? (
        <Alert tone={result.concluido ? 'success' : 'warning'}>
          <p>{t('eventEditor.cancelResult', { cancelled: result.canceladas, refunded: result.reembolsadas })}</p>
          {result.concluido ? null : (
            <>
              <p>{t('eventEditor.cancelMore')}</p>
              <Button variant="danger" onClick={() => setOpen('cancel')}>
                {t('eventEditor.cancelGoOn')}
              </Button>
            </>
          )}
        </Alert>
      ) : null}
      {open === 'duplicate' ? <DuplicateDialog event={event} onClose={close} /> : null}
      {open === 'cancel' ? (
        <CancelEventDialog
          event={event}
          again={result !== null}
          mayRefund={mayCall(financeRefundCreate)}
          onDone={(done) => {
            setResult(done);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </>
  );
}

function DuplicateDialog({ event, onClose }: { event: TAdminEvent; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const zone = resolveTimeZone(church.fusoHorario);
  const writes = useEventWrites(church.slug);
  const navigate = useNavigate();
  const failure = useActionFailure(t('kit.saveFailed'));
  const [pending, setPending] = useState(false);
  const [start, setStart] = useState('');
  const confirm = async () => {
    setPending(true);
    let copy: TAdminEvent | undefined;
    const ok = await failure.attempt(async () => (copy = await writes.duplicate(event.id, fromWallClock(start, zone) ?? undefined)));
    setPending(false);
    if (!ok || !copy) return;
    toast(t('eventEditor.duplicated'));
    onClose();
    navigate(consolePath(lang, church.slug, `events/${copy.id}/edit`));
  };
  return (
    <ConfirmDialog
      open
      title={t('eventEditor.duplicateTitle')}
      description={t('eventEditor.duplicateBody')}
      confirmLabel={t('eventEditor.duplicate')}
      cancelLabel={t('kit.cancel')}
      destructive={false}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
      error={failure.failure}
    >
      <Field label={t('eventEditor.duplicateStart')} hint={t('eventEditor.duplicateStartHint', { zone })}>
        {(control) => (
          <input {...control} className="input" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
        )}
      </Field>
    </ConfirmDialog>
  );
}

function CancelEventDialog({
  event,
  again,
  mayRefund,
  onDone,
  onClose,
}: {
  event: TAdminEvent;
  again: boolean;
  mayRefund: boolean;
  onDone: (result: TAdminEventCancelResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const writes = useEventWrites(church.slug);
  const failure = useActionFailure(t('kit.saveFailed'));
  const key = useAttemptKey();
  const [pending, setPending] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [refund, setRefund] = useState(false);
  const [missing, setMissing] = useState(false);
  const confirm = async () => {
    if (!motivo.trim()) return setMissing(true);
    setMissing(false);
    setPending(true);
    let result: TAdminEventCancelResult | undefined;
    const ok = await failure.attempt(async () => (result = await writes.cancel(event.id, { motivo, reembolsar: refund }, key.current())));
    setPending(false);
    if (!ok || !result) return;
    toast(t('eventEditor.cancelled'));
    onDone(result);
  };
  return (
    <ConfirmDialog
      open
      title={again ? t('eventEditor.cancelGoOnTitle') : t('eventEditor.cancelTitle', { title: event.titulo })}
      description={t('eventEditor.cancelBody')}
      confirmLabel={again ? t('eventEditor.cancelGoOn') : t('eventEditor.cancelEvent')}
      cancelLabel={t('eventEditor.keep')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
      error={failure.failure}
    >
      <ReasonField
        label={t('eventEditor.cancelReason')}
        hint={t('eventEditor.cancelReasonHint')}
        error={missing ? t('eventEditor.reasonRequired') : undefined}
        maxLength={EVENT_CANCEL_REASON_MAX}
        value={motivo}
        onChange={setMotivo}
      />
      {mayRefund ? (
        <RefundCheckbox checked={refund} onChange={setRefund} renew={key.renew}>
          {t('eventEditor.refundAll')}
        </RefundCheckbox>
      ) : (
        <p className="muted">{t('eventEditor.noRefundGrant')}</p>
      )}
    </ConfirmDialog>
  );
}
