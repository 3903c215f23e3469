import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface ConfirmPanelProps {
  /** What will be deleted and the warning, above the buttons. */
  children: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The action runs: the confirm button shows a loader. */
  pending: boolean;
  /** Why the last attempt failed, shown above the buttons (announced); confirming again retries. */
  error?: ReactNode;
  cancelLabel: ReactNode;
  /** Cancel leaves the confirmation screen for this page. */
  cancelTo: string;
}

/**
 * The body of a confirmation screen (the delete routes: /prayer/{id}/delete, /user/notes/{id}/delete,
 * /user/deletecard): the content, the failure if any, a danger button and a cancel link. The in-page twin of
 * ConfirmDialog, for actions confirmed on a screen of their own.
 */
export function ConfirmPanel({ children, confirmLabel, onConfirm, pending, error, cancelLabel, cancelTo }: ConfirmPanelProps) {
  return (
    <>
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="actions">
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Link to={cancelTo} className="btn btn-ghost">
          {cancelLabel}
        </Link>
      </div>
    </>
  );
}
