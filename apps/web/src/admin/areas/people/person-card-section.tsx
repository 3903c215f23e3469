import { ZPersonCardBody, type TPersonCard } from '@congrega/contract/admin/person-card';
import { personCardSave } from '@congrega/contract/endpoints/admin-people';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCardActions, usePersonCard } from './people-api.ts';

/**
 * The member's card on the profile: what the church recorded and whether it is valid today (the server's word);
 * with people edit, issue it (a blank number takes the church's next), change or renew it (a new last day), and
 * revoke it behind a confirmation. Every change is audited by the server.
 */
export function PersonCardSection({ usuarioId, name }: { usuarioId: number; name: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const card = usePersonCard(church.slug, usuarioId);
  const mayCall = useMayCall();
  const mayEdit = mayCall(personCardSave);
  return (
    <Section id="card" title={t('people.card.title')}>
      <QueryState query={card} isEmpty={() => false}>
        {({ carteirinha }) => (
          <CardBody key={carteirinha?.numeroMembro ?? 'none'} card={carteirinha} usuarioId={usuarioId} name={name} mayEdit={mayEdit} />
        )}
      </QueryState>
    </Section>
  );
}

function CardBody({ card, usuarioId, name, mayEdit }: { card: TPersonCard | null; usuarioId: number; name: string; mayEdit: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const actions = useCardActions(church.slug, usuarioId);
  const [editing, setEditing] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [busy, setBusy] = useState(false);
  const failure = useActionFailure(t('kit.saveFailed'));
  const date = (iso: string | null) => (iso ? formatCalendarDate(iso, 'date', lang) : t('people.notGiven'));
  const state = card === null ? 'none' : !card.flagAtivo ? 'revoked' : card.valida ? 'valid' : 'expired';
  const openLabel = state === 'none' ? t('people.card.issue') : state === 'revoked' ? t('people.card.reissue') : t('people.card.edit');
  return (
    <>
      {card ? (
        <Facts>
          <Fact label={t('people.card.number')}>{card.numeroMembro}</Fact>
          <Fact label={t('people.card.status')}>
            <span className={`status-badge status-card-${state}`}>{t(`people.card.states.${state}`)}</span>
          </Fact>
          <Fact label={t('people.card.validUntil')}>{card.validade ? date(card.validade) : t('people.card.noExpiry')}</Fact>
          <Fact label={t('people.card.position')}>{card.cargo ?? t('people.notGiven')}</Fact>
          <Fact label={t('people.card.pastor')}>{card.responsavel ?? t('people.notGiven')}</Fact>
          <Fact label={t('people.card.baptism')}>{date(card.dataBatismo)}</Fact>
        </Facts>
      ) : (
        <p className="muted">{t('people.card.none')}</p>
      )}
      {mayEdit && !editing ? (
        <p className="section-actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {openLabel}
          </Button>
          {state === 'valid' || state === 'expired' ? (
            <Button variant="danger" onClick={() => setRevoking(true)}>
              {t('people.card.revoke')}
            </Button>
          ) : null}
        </p>
      ) : null}
      {mayEdit && editing ? <CardForm card={card} onDone={() => setEditing(false)} save={actions.save} /> : null}
      <ConfirmDialog
        open={revoking}
        title={t('people.card.revokeTitle', { name })}
        description={t('people.card.revokeText')}
        confirmLabel={t('people.card.revoke')}
        cancelLabel={t('kit.cancel')}
        pending={busy}
        error={revoking ? failure.failure : null}
        onCancel={() => {
          failure.dismiss();
          setRevoking(false);
        }}
        onConfirm={() => {
          setBusy(true);
          void failure.attempt(actions.revoke).then((ok) => {
            setBusy(false);
            if (!ok) return;
            setRevoking(false);
            toast(t('people.card.revoked'));
          });
        }}
      />
    </>
  );
}

function CardForm({
  card,
  onDone,
  save,
}: {
  card: TPersonCard | null;
  onDone: () => void;
  save: ReturnType<typeof useCardActions>['save'];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema: ZPersonCardBody,
    defaultValues: {
      numeroMembro: card?.numeroMembro ?? '',
      cargo: card?.cargo ?? '',
      responsavel: card?.responsavel ?? '',
      dataBatismo: card?.dataBatismo ?? '',
      validade: card?.validade ?? '',
    },
    submit: async (body) => {
      await save(body);
      onDone();
    },
    savedText: t('people.card.saved'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={card?.flagAtivo ? t('people.card.save') : t('people.card.issue')}
      actions={
        <Button variant="ghost" onClick={onDone}>
          {t('kit.cancel')}
        </Button>
      }
    >
      <FormText name="numeroMembro" label={t('people.card.number')} hint={card ? undefined : t('people.card.numberHint')} maxLength={30} />
      <FormText name="validade" type="date" label={t('people.card.validUntil')} hint={t('people.card.validUntilHint')} />
      <FormText name="cargo" label={t('people.card.position')} maxLength={100} />
      <FormText name="responsavel" label={t('people.card.pastor')} maxLength={100} />
      <FormText name="dataBatismo" type="date" label={t('people.card.baptism')} />
    </AdminForm>
  );
}
