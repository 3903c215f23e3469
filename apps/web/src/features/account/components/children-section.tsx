import type { TChild } from '@congrega/contract/household';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useChildren, useDeleteChild, useSaveChild, type HouseholdScope } from '../api/household.ts';
import { ChildForm } from './child-form.tsx';

type Editing = number | 'new';

/**
 * The member's children in the account data page (spec section 3, "User state": children with edit, updated and
 * deleted lists): several may be open for editing at once (edit list); a saved one is marked updated until the
 * page is left (updated list); removed ones are named once, after confirmation (deleted list).
 */
export function ChildrenSection({ scope }: { scope: HouseholdScope }) {
  const { t } = useTranslation('account');
  const query = useChildren(scope);
  const save = useSaveChild(scope);
  const remove = useDeleteChild(scope);
  const [editing, setEditing] = useState<ReadonlySet<Editing>>(new Set());
  const [updated, setUpdated] = useState<ReadonlySet<number>>(new Set());
  const [deleted, setDeleted] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState<TChild | null>(null);
  const { failure, attempt, dismiss } = useActionFailure(t('children.deleteFailed'));
  const toggle = (id: Editing, open: boolean) =>
    setEditing((s) => {
      const next = new Set(s);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const saveChild = async (id: Editing, body: Parameters<typeof save.mutateAsync>[0]['body']) => {
    const saved = await save.mutateAsync(id === 'new' ? { body } : { id, body });
    setUpdated((s) => new Set(s).add(saved.id));
    toggle(id, false);
  };

  return (
    <section className="household-section" aria-labelledby="children-title">
      <h2 id="children-title">{t('children.title')}</h2>
      {deleted.length ? (
        <p className="form-note" role="status">
          {t('children.deleted', { names: deleted.join(', ') })}
        </p>
      ) : null}
      <QueryState query={query} empty={editing.has('new') ? undefined : t('children.empty')}>
        {(children) => (
          <ul className="household-list">
            {children.map((child) =>
              editing.has(child.id) ? (
                <li key={child.id} className="household-item">
                  <ChildForm child={child} onSave={(body) => saveChild(child.id, body)} onCancel={() => toggle(child.id, false)} />
                </li>
              ) : (
                <li key={child.id} className="household-item">
                  <div>
                    <p className="household-name">
                      {child.nome}
                      {updated.has(child.id) ? <span className="badge">{t('children.updated')}</span> : null}
                    </p>
                    <p className="muted">{formatCalendarDate(child.dataNascimento, 'dateLong')}</p>
                    {child.alergias ? <p>{`${t('fields.alergias')}: ${child.alergias}`}</p> : null}
                    {child.cuidados ? <p>{`${t('fields.cuidados')}: ${child.cuidados}`}</p> : null}
                  </div>
                  <div className="household-actions">
                    <Button
                      variant="secondary"
                      onClick={() => toggle(child.id, true)}
                      aria-label={t('children.editOne', { name: child.nome })}
                    >
                      {t('children.edit')}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(child)} aria-label={t('children.removeOne', { name: child.nome })}>
                      {t('children.remove')}
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </QueryState>
      {editing.has('new') ? (
        <ChildForm onSave={(body) => saveChild('new', body)} onCancel={() => toggle('new', false)} />
      ) : (
        <Button variant="secondary" onClick={() => toggle('new', true)}>
          {t('children.add')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('children.confirmTitle')}
        description={confirming ? t('children.confirmText', { name: confirming.nome }) : null}
        confirmLabel={t('children.remove')}
        cancelLabel={t('data.cancel')}
        destructive
        pending={remove.isPending}
        error={failure}
        onCancel={() => {
          dismiss();
          setConfirming(null);
        }}
        onConfirm={() => {
          const child = confirming;
          if (!child) return;
          void attempt(() => remove.mutateAsync(child.id)).then((ok) => {
            if (!ok) return;
            setDeleted((d) => [...d, child.nome]);
            setConfirming(null);
          });
        }}
      />
    </section>
  );
}
