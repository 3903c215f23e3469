import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { useActionFailure } from '../../lib/failure-text.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { toast } from './toasts.tsx';

/**
 * Deleting one item of a console list, asked first: `item` open asks, the confirm runs `remove` through the screen's
 * `action` (its failure stays in the dialog), then `deletedText` is toasted and the dialog closes; cancel clears the
 * failure. The screen keeps which item is asked about (`item`, `onClose`).
 */
export function ConfirmDelete<T>({
  item,
  title,
  description,
  confirmLabel,
  deletedText,
  action,
  remove,
  onClose,
}: {
  item: T | null;
  title: ReactNode;
  description: (item: T) => ReactNode;
  confirmLabel: ReactNode;
  deletedText: string;
  action: ReturnType<typeof useActionFailure>;
  remove: (item: T) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      description={item === null ? '' : description(item)}
      confirmLabel={confirmLabel}
      cancelLabel={t('kit.cancel')}
      pending={busy}
      error={item ? action.failure : null}
      onCancel={() => {
        action.dismiss();
        onClose();
      }}
      onConfirm={() => {
        if (item === null) return;
        setBusy(true);
        void action
          .attempt(() => remove(item))
          .then((ok) => {
            setBusy(false);
            if (!ok) return;
            toast(deletedText);
            onClose();
          });
      }}
    />
  );
}
