import type { TAdminPlayCatalogue, TAdminPlayCollection } from '@congrega/contract/admin/play';
import { adminPlayCollectionCreate } from '@congrega/contract/endpoints/admin-play';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCatalogueWrites } from './play-api.ts';
import { PlayCollectionForm } from './play-collection-form.tsx';
import { PlayFrame } from './play-frame.tsx';
import { MoveButtons, moved } from './move-buttons.tsx';
import { ConfirmDelete } from '../../kit/confirm-delete.tsx';

/**
 * `play-catalogue/collections`: the collections in the order the member home shows them (move up or down), which
 * plans see each, add, change and delete (asked first; its contents stay, without a collection).
 */
export function PlayCollectionsScreen() {
  return <PlayFrame tab="collections">{(catalogue) => <Collections catalogue={catalogue} />}</PlayFrame>;
}

function Collections({ catalogue }: { catalogue: TAdminPlayCatalogue }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const writes = useCatalogueWrites(church.slug);
  const mayEdit = useMayCall()(adminPlayCollectionCreate);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TAdminPlayCollection | null>(null);
  const action = useActionFailure(t('kit.saveFailed'));
  const planNames = (ids: number[]) =>
    ids.length === 0
      ? t('playCatalogue.collections.everyPlan')
      : catalogue.planos
          .filter((p) => ids.includes(p.id))
          .map((p) => p.nome)
          .join(', ');
  const list = catalogue.coletaneas;
  const move = (from: number, to: number) =>
    void action.attempt(() => writes.orderCollections(moved(list, from, to))).then((ok) => ok && toast(t('playCatalogue.moved')));
  return (
    <section className="form-section" aria-labelledby="play-collections-title">
      <h2 id="play-collections-title">{t('playCatalogue.collections.listTitle')}</h2>
      {action.failure && !deleting ? <Alert tone="error">{action.failure}</Alert> : null}
      {list.length === 0 ? <p className="muted">{t('playCatalogue.collections.none')}</p> : null}
      <ol className="editable-list">
        {list.map((c, i) => (
          <li key={c.id} className="editable-item">
            {editing === c.id ? (
              <PlayCollectionForm catalogue={catalogue} collection={c} save={writes.saveCollection} onDone={() => setEditing(null)} />
            ) : (
              <>
                <p>
                  <strong>{c.nome}</strong>
                  <br />
                  <span className="muted">
                    {t('playCatalogue.collections.seenBy', { plans: planNames(c.planoIds) })} ·{' '}
                    {t('playCatalogue.collections.count', { count: catalogue.conteudos.filter((x) => x.coletaneaId === c.id).length })}
                  </span>
                </p>
                {mayEdit ? (
                  <div className="actions">
                    <MoveButtons index={i} length={list.length} label={c.nome} onMove={move} />
                    <Button variant="ghost" className="btn-sm" onClick={() => setEditing(c.id)}>
                      {t('playCatalogue.edit')}
                      <span className="sr-only"> {c.nome}</span>
                    </Button>
                    <Button variant="ghost" className="btn-sm" onClick={() => setDeleting(c)}>
                      {t('playCatalogue.collections.delete')}
                      <span className="sr-only"> {c.nome}</span>
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
      {mayEdit ? (
        <>
          <h3>{t('playCatalogue.collections.add')}</h3>
          <PlayCollectionForm catalogue={catalogue} save={writes.saveCollection} />
        </>
      ) : null}
      <ConfirmDelete
        item={deleting}
        title={t('playCatalogue.collections.deleteTitle')}
        description={(item) => t('playCatalogue.collections.deleteText', { name: item.nome })}
        confirmLabel={t('playCatalogue.collections.delete')}
        deletedText={t('playCatalogue.collections.deleted')}
        action={action}
        remove={(item) => writes.removeCollection(item.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
