import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { LeaveProblem } from '../lib/use-leave-rules.ts';

interface LeaveDialogsProps {
  problem: LeaveProblem | null;
  /** Stay to give the note a title. */
  onAddTitle: () => void;
  /** Stay, after a failed deletion. */
  onStay: () => void;
  onLeaveWithoutSaving: () => void;
  onRetry: () => void;
}

/**
 * Why leaving the note did not happen: it has no title (spec: a title is needed to save), or deleting
 * the emptied note failed (spec section 8: note deletion failure in a modal).
 */
export function LeaveDialogs({ problem, onAddTitle, onStay, onLeaveWithoutSaving, onRetry }: LeaveDialogsProps) {
  const { t } = useTranslation(['notes', 'contract']);
  const deleteError = problem?.kind === 'deleteFailed' ? problem.error : null;
  return (
    <>
      <Dialog
        open={problem?.kind === 'untitled'}
        onClose={onAddTitle}
        role="alertdialog"
        title={t('leave.untitledTitle')}
        description={t('contract:validation.noteTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={onLeaveWithoutSaving}>
              {t('leave.discard')}
            </Button>
            <Button onClick={onAddTitle} data-autofocus>
              {t('leave.addTitle')}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={problem?.kind === 'deleteFailed'}
        title={t('delete.failedTitle')}
        description={failureText(deleteError, t('delete.failed'))}
        confirmLabel={t('delete.retry')}
        cancelLabel={t('leave.keepEditing')}
        onConfirm={onRetry}
        onCancel={onStay}
        destructive={false}
      />
    </>
  );
}
