import type { TEventRegistrationTicket } from '@congrega/contract/admin/event-registrations';
import { eventRegistrationResend } from '@congrega/contract/endpoints/admin-event-registrations';
import { HOLDER_NAME_MAX } from '@congrega/contract/events';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { HolderQuestionField } from './holder-fields.tsx';
import type { Props } from './registration-actions.tsx';
import { useAttemptKey, useRegistrationActions } from './registrations-api.ts';

/**
 * A ticket's move to another holder (events edit; not for a cancelled registration or a ticket already admitted):
 * the new name and the answers to its type's questions (the current ones filled in), behind a confirmation that says
 * the old QR stops working.
 */
export function MoveTicketButton({ registration: r, ticket, eventId }: Props & { ticket: TEventRegistrationTicket }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const mayCall = useMayCall();
  const [open, setOpen] = useState(false);
  if (!mayCall(eventRegistrationResend) || r.status === 'cancelada' || ticket.checkinEm !== null) return null;
  return (
    <>
      <Button variant="secondary" className="btn-sm" onClick={() => setOpen(true)}>
        {t('registrations.move')}
        <span className="sr-only"> ({ticket.titular})</span>
      </Button>
      {open ? <MoveDialog registration={r} ticket={ticket} eventId={eventId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function MoveDialog({ registration: r, ticket, eventId, onClose }: Props & { ticket: TEventRegistrationTicket; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const actions = useRegistrationActions(church.slug, eventId, r.id);
  const failure = useActionFailure(t('kit.saveFailed'));
  const key = useAttemptKey();
  const questions = r.perguntas.filter((q) => q.ingressoId === ticket.tipo.id);
  const current = new Map(ticket.respostas.map((a) => [a.pergunta, a.resposta]));
  const [name, setName] = useState('');
  const [answers, setAnswers] = useState<Record<number, string>>(() =>
    Object.fromEntries(questions.map((q) => [q.id, current.get(q.texto) ?? ''])),
  );
  const [missing, setMissing] = useState<Set<number | 'name'>>(new Set());
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    const gaps = new Set<number | 'name'>();
    if (!name.trim()) gaps.add('name');
    for (const q of questions) if (q.obrigatoria && !answers[q.id]?.trim()) gaps.add(q.id);
    setMissing(gaps);
    if (gaps.size) return;
    const respostas = questions.filter((q) => answers[q.id]?.trim()).map((q) => ({ pergunta: q.id, resposta: answers[q.id]! }));
    setPending(true);
    const ok = await failure.attempt(() => actions.move(ticket.id, { nome: name, respostas }, key.current()));
    setPending(false);
    if (!ok) return;
    toast(t('registrations.moved', { name: name.trim() }));
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t('registrations.moveTitle', { name: ticket.titular })}
      description={t('registrations.moveBody')}
      confirmLabel={t('registrations.move')}
      cancelLabel={t('kit.cancel')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
      error={failure.failure}
    >
      <Field label={t('registrations.newHolder')} required error={missing.has('name') ? t('registrations.nameRequired') : undefined}>
        {(control) => (
          <input {...control} className="input" maxLength={HOLDER_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      {questions.map((q) => (
        <HolderQuestionField
          key={q.id}
          question={q}
          value={answers[q.id] ?? ''}
          onChange={(value) => setAnswers({ ...answers, [q.id]: value })}
          missing={missing.has(q.id)}
        />
      ))}
    </ConfirmDialog>
  );
}
