import {
  RECURRING_STAFF_NOTE_MAX,
  type TFinanceRecurringDetail,
  type TRecurringStaffAction,
} from '@congrega/contract/admin/finance-recurring';
import { financeRecurringPause } from '@congrega/contract/endpoints/admin-finance-recurring';
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
import { useRecurringChange } from './recurring-api.ts';

/** The actions a gift's state allows (a cancelled gift none: it is final). */
function actionsOf(gift: TFinanceRecurringDetail): TRecurringStaffAction[] {
  if (gift.status === 'cancelada') return [];
  return [gift.status === 'ativa' ? 'pause' : 'resume', 'cancel'];
}

/**
 * A gift's pause, resume and cancel on the giver's behalf (finance edit: the three declare the same grant), each
 * behind a confirmation with an optional note for the audit log (never sent to the giver); the giver is e-mailed.
 * The server's refusal (a state changed meanwhile, a reason closed to recurrence) stays in the dialog.
 */
export function RecurringActions({ gift }: { gift: TFinanceRecurringDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const change = useRecurringChange(church.slug, gift.id);
  const failure = useActionFailure(t('kit.saveFailed'));
  const [action, setAction] = useState<TRecurringStaffAction | null>(null);
  const [note, setNote] = useState('');
  const mayCall = useMayCall();
  const mayEdit = mayCall(financeRecurringPause);
  if (!mayEdit) return null;
  const close = () => {
    failure.dismiss();
    setAction(null);
    setNote('');
  };
  const confirm = async () => {
    if (!action) return;
    const ok = await failure.attempt(() => change.mutateAsync({ action, body: { observacao: note.trim() || undefined } }));
    if (!ok) return;
    toast(t(`recurring.done.${action}`));
    close();
  };
  return (
    <>
      <span className="actions">
        {actionsOf(gift).map((a) => (
          <Button key={a} variant={a === 'cancel' ? 'danger' : 'secondary'} onClick={() => setAction(a)}>
            {t(`recurring.actions.${a}`)}
          </Button>
        ))}
      </span>
      <ConfirmDialog
        open={action !== null}
        title={action ? t(`recurring.confirm.${action}`) : ''}
        description={action ? t(`recurring.confirmBody.${action}`, { name: gift.doador.nome }) : ''}
        confirmLabel={action ? t(`recurring.actions.${action}`) : ''}
        cancelLabel={t('kit.cancel')}
        destructive={action === 'cancel'}
        onConfirm={() => void confirm()}
        onCancel={close}
        pending={change.isPending}
        error={failure.failure}
      >
        <Field label={t('recurring.note')} hint={t('recurring.noteHint')}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={2}
              maxLength={RECURRING_STAFF_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
      </ConfirmDialog>
    </>
  );
}
