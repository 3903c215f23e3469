import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ConfirmDelete } from '../../kit/confirm-delete.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

export interface PartListProps<T extends { id: number }> {
  items: T[];
  /** The item's name (buttons say which item they act on; the delete question names it). */
  name: (item: T) => string;
  show: (item: T) => ReactNode;
  /** The item's form: `onDone` closes it (saved or cancelled). */
  form: (item: T, onDone: () => void) => ReactNode;
  /** Actions of the item beside edit and delete (publish...), given the failure reporter of the list. */
  actions?: (item: T, run: (work: () => Promise<unknown>, done: string) => void, busy: boolean) => ReactNode;
  remove: (id: number) => Promise<void>;
  mayEdit: boolean;
  empty: string;
}

/**
 * A list of a content item's parts (publication types, a quarter's classes or lessons): each shown, changed in place
 * (its form instead of it), deleted once confirmed, with the item's own actions; a refusal shows above the list.
 */
export function PartList<T extends { id: number }>({ items, name, show, form, actions, remove, mayEdit, empty }: PartListProps<T>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useActionFailure(t('kit.saveFailed'));
  const run = (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    void action.attempt(work).then((ok) => {
      setBusy(false);
      if (ok) toast(done);
    });
  };
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <>
      {action.failure && !deleting ? <Alert tone="error">{action.failure}</Alert> : null}
      <ol className="editable-list">
        {items.map((item) => (
          <li key={item.id} className="editable-item">
            {editing === item.id ? (
              form(item, () => setEditing(null))
            ) : (
              <>
                {show(item)}
                {mayEdit ? (
                  <div className="actions">
                    {actions?.(item, run, busy)}
                    <Button variant="ghost" className="btn-sm" onClick={() => setEditing(item.id)}>
                      {t('content.parts.edit')}
                      <span className="sr-only"> {name(item)}</span>
                    </Button>
                    <Button variant="ghost" className="btn-sm" onClick={() => setDeleting(item)}>
                      {t('content.delete')}
                      <span className="sr-only"> {name(item)}</span>
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDelete
        item={deleting}
        title={t('content.parts.deleteTitle')}
        description={name}
        confirmLabel={t('content.delete')}
        deletedText={t('content.deleted')}
        action={action}
        remove={(item) => remove(item.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
