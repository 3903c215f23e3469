import type { TAddress } from '@congrega/contract/household';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAddresses, useDeleteAddress, useSaveAddress, type HouseholdScope } from '../api/household.ts';
import { AddressForm } from './address-form.tsx';

type Editing = number | 'new';
const cepText = (a: TAddress) => (a.pais === 'BR' && /^\d{8}$/.test(a.cep) ? `${a.cep.slice(0, 5)}-${a.cep.slice(5)}` : a.cep);
const oneLine = (a: TAddress) =>
  [
    [a.logradouro, a.numero, a.complemento].filter(Boolean).join(', '),
    a.bairro,
    [a.cidade, a.estado].filter(Boolean).join(' - '),
    `${cepText(a)} ${a.pais}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** The member's addresses (spec section 3, "User state": addresses with updated and deleted lists). */
export function AddressesSection({ scope }: { scope: HouseholdScope }) {
  const { t } = useTranslation('account');
  const query = useAddresses(scope);
  const save = useSaveAddress(scope);
  const remove = useDeleteAddress(scope);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [updated, setUpdated] = useState<ReadonlySet<number>>(new Set());
  const [deleted, setDeleted] = useState(0);
  const [confirming, setConfirming] = useState<TAddress | null>(null);
  const { failure, attempt, dismiss } = useActionFailure(t('addresses.deleteFailed'));
  const saveAddress = async (id: Editing, body: Parameters<typeof save.mutateAsync>[0]['body']) => {
    const saved = await save.mutateAsync(id === 'new' ? { body } : { id, body });
    setUpdated((s) => new Set(s).add(saved.id));
    setEditing(null);
  };

  return (
    <section className="household-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('addresses.title')}</h2>
      {deleted ? (
        <p className="form-note" role="status">
          {t('addresses.deleted', { count: deleted })}
        </p>
      ) : null}
      <QueryState query={query} empty={editing === 'new' ? undefined : t('addresses.empty')}>
        {(addresses) => (
          <ul className="household-list">
            {addresses.map((address) => (
              <li key={address.id} className="household-item">
                {editing === address.id ? (
                  <AddressForm address={address} onSave={(body) => saveAddress(address.id, body)} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <p>
                      {oneLine(address)}
                      {updated.has(address.id) ? <span className="badge">{t('children.updated')}</span> : null}
                    </p>
                    <div className="household-actions">
                      <Button variant="secondary" onClick={() => setEditing(address.id)}>
                        {t('children.edit')}
                      </Button>
                      <Button variant="ghost" onClick={() => setConfirming(address)}>
                        {t('children.remove')}
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing === 'new' ? (
        <AddressForm onSave={(body) => saveAddress('new', body)} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('addresses.confirmTitle')}
        description={confirming ? oneLine(confirming) : null}
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
          const address = confirming;
          if (!address) return;
          void attempt(() => remove.mutateAsync(address.id)).then((ok) => {
            if (!ok) return;
            setDeleted((n) => n + 1);
            setConfirming(null);
          });
        }}
      />
    </section>
  );
}
