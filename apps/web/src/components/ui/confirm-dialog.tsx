import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen; announced with the title. */
  description?: ReactNode;
  /** More content under the description (the item concerned, a warning). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** The cancel button, Escape, the backdrop and the close button. Not while `pending`. */
  onCancel: () => void;
  /** The action runs: the confirm button shows a loader and the dialog stays open. */
  pending?: boolean;
  /** Why the last attempt failed (shown in the dialog and announced); confirming again retries. */
  error?: ReactNode;
  /** Destructive (the default): a danger confirm button and the focus starts on cancel, the safe choice. */
  destructive?: boolean;
}

/**
 * Asks before an action, as an alert dialog on top of Dialog (focus trapped inside, Escape cancels, focus goes
 * back to what opened it). While the action runs nothing closes the dialog, and focus stays in it (on the
 * dialog itself while the buttons are disabled, then on the confirm button to try again after a failure).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  error,
  destructive = true,
}: ConfirmDialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);

  useEffect(() => {
    const panel = bodyRef.current?.closest<HTMLElement>('[role="alertdialog"]');
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (pending && panel && (lost || (document.activeElement as HTMLButtonElement).disabled)) panel.focus();
    else if (!pending && wasPending.current && panel && document.activeElement === panel) confirmRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  const cancel = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      role="alertdialog"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={cancel} disabled={pending} data-autofocus={destructive || undefined}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={destructive ? 'danger' : 'primary'}
            loading={pending}
            onClick={onConfirm}
            data-autofocus={destructive ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div ref={bodyRef}>
        {children}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
