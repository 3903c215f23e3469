import {
  EVENT_REGISTRATION_CANCEL_REASON_MAX,
  type TEventRegistrationCancelBody,
  type TEventRegistrationDetail,
} from '@congrega/contract/admin/event-registrations';
import { REFUND_NOTE_MAX, REFUND_PROOF_MAX } from '@congrega/contract/admin/finance';
import { eventRegistrationResend } from '@congrega/contract/endpoints/admin-event-registrations';
import { financeRefundCreate } from '@congrega/contract/endpoints/admin-finance';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ReasonField } from '../../kit/reason-field.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { RefundCheckbox } from './refund-checkbox.tsx';
import { useAttemptKey, useRegistrationActions } from './registrations-api.ts';

export type Props = { registration: TEventRegistrationDetail; eventId: number };

/**
 * Resend the tickets (a confirmed registration) and cancel it (not yet cancelled), each behind a confirmation
 * (events edit). The cancel may also refund the whole refundable amount through the money console: offered only
 * when the caller's grants open the money console's refund (finance edit), with the transfer's note for cash and
 * boleto. The server's refusal stays in the dialog.
 */
export function RegistrationActions({ registration: r, eventId }: Props) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const mayCall = useMayCall();
  const [open, setOpen] = useState<'resend' | 'cancel' | null>(null);
  if (!mayCall(eventRegistrationResend)) return null;
  const close = () => setOpen(null);
  return (
    <span className="actions">
      {r.status === 'confirmada' ? (
        <Button variant="secondary" onClick={() => setOpen('resend')}>
          {t('registrations.resend')}
        </Button>
      ) : null}
      {r.status !== 'cancelada' ? (
        <Button variant="danger" onClick={() => setOpen('cancel')}>
          {t('registrations.cancel')}
        </Button>
      ) : null}
      {open === 'resend' ? <ResendDialog registration={r} eventId={eventId} onClose={close} /> : null}
      {open === 'cancel' ? (
        <CancelDialog registration={r} eventId={eventId} mayRefund={mayCall(financeRefundCreate)} onClose={close} />
      ) : null}
    </span>
  );
}

function ResendDialog({ registration: r, eventId, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const actions = useRegistrationActions(church.slug, eventId, r.id);
  const failure = useActionFailure(t('kit.saveFailed'));
  const key = useAttemptKey();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const ok = await failure.attempt(() => actions.resend(key.current()));
    setPending(false);
    if (!ok) return;
    toast(t('registrations.resent'));
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t('registrations.resendTitle')}
      description={t('registrations.resendBody', { email: r.comprador.email ?? '—' })}
      confirmLabel={t('registrations.resend')}
      cancelLabel={t('kit.cancel')}
      destructive={false}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
      error={failure.failure}
    />
  );
}

const TRANSFER_METHODS = new Set(['boleto', 'dinheiro']);

function CancelDialog({ registration: r, eventId, mayRefund, onClose }: Props & { mayRefund: boolean; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const actions = useRegistrationActions(church.slug, eventId, r.id);
  const failure = useActionFailure(t('kit.saveFailed'));
  const key = useAttemptKey();
  const [pending, setPending] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [refund, setRefund] = useState(false);
  const [note, setNote] = useState('');
  const [proof, setProof] = useState('');
  const [missing, setMissing] = useState<'motivo' | 'note' | null>(null);
  const offersRefund = mayRefund && r.estornavel > 0;
  const transfer = refund && TRANSFER_METHODS.has(r.pagamento?.metodo ?? '');
  const confirm = async () => {
    if (!motivo.trim()) return setMissing('motivo');
    if (transfer && !note.trim()) return setMissing('note');
    setMissing(null);
    const body: TEventRegistrationCancelBody = { motivo, reembolsar: refund };
    if (refund) {
      body.estornavelEsperado = r.estornavel;
      if (note.trim()) body.observacao = note;
      if (proof.trim()) body.comprovante = proof;
    }
    setPending(true);
    const ok = await failure.attempt(() => actions.cancel(body, key.current()));
    setPending(false);
    if (!ok) return;
    toast(refund ? t('registrations.cancelledRefunded') : t('registrations.cancelled'));
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t('registrations.cancelTitle')}
      description={t('registrations.cancelBody')}
      confirmLabel={t('registrations.cancel')}
      cancelLabel={t('kit.cancel')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
      error={failure.failure}
    >
      <ReasonField
        label={t('registrations.reason')}
        hint={t('registrations.reasonHint')}
        error={missing === 'motivo' ? t('registrations.reasonRequired') : undefined}
        maxLength={EVENT_REGISTRATION_CANCEL_REASON_MAX}
        value={motivo}
        onChange={setMotivo}
      />
      {offersRefund ? (
        <RefundCheckbox checked={refund} onChange={setRefund} renew={key.renew}>
          {t('registrations.refundToo', { amount: formatMoney(r.estornavel, r.moeda, lang) })}
        </RefundCheckbox>
      ) : null}
      {transfer ? (
        <>
          <ReasonField
            label={t('registrations.refundNote')}
            hint={t('registrations.refundNoteHint')}
            error={missing === 'note' ? t('registrations.noteRequired') : undefined}
            maxLength={REFUND_NOTE_MAX}
            value={note}
            onChange={setNote}
          />
          <Field label={t('registrations.refundProof')}>
            {(control) => (
              <input {...control} className="input" maxLength={REFUND_PROOF_MAX} value={proof} onChange={(e) => setProof(e.target.value)} />
            )}
          </Field>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
