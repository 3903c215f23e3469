import type { TGuestGiver } from '@congrega/contract/payments/payment';
import type { ReactNode } from 'react';
import { LoginNeeded } from '../../../components/payments/login-needed.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useGivingSettings } from '../api/get-giving-settings.ts';
import { GuestGiverForm, type GuestGiverValues } from './guest-giver-form.tsx';

export interface GuestState {
  /** The visitor chose to give as a guest. */
  active: boolean;
  /** The guest's data once given (session storage keeps it). */
  guest: TGuestGiver | null;
  editing: boolean;
  /** Pix or boleto was chosen without a CPF: the form asks it. */
  cpfNeeded: boolean;
}

export interface GiveVisitorProps {
  state: GuestState;
  onState: (next: GuestState) => void;
  onGuest: (values: GuestGiverValues) => void;
  /** The payment step for the guest (method, fees, form). */
  children: (guest: TGuestGiver) => ReactNode;
}

/**
 * The payment step for someone not logged in: where the church takes guest gifts, "log in", "register" or "give as a
 * guest" (then the guest's data, then the payment as for members, once); elsewhere the login prompt alone. Settings
 * that could not be read are a load error with retry, not a "no": only `flagConvidado: false` keeps guests out.
 */
export function GiveVisitor({ state, onState, onGuest, children }: GiveVisitorProps) {
  const { t } = useTranslation('giving');
  const settings = useGivingSettings();
  if (settings.isPending) return <Loader />;
  if (!settings.data) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data.flagConvidado) return <LoginNeeded message={t('payment.loginNeeded')} />;
  const { guest } = state;
  if (!state.active) {
    return (
      <LoginNeeded
        message={t('guest.choice')}
        extra={
          <Button variant="secondary" onClick={() => onState({ ...state, active: true, editing: true })}>
            {t('guest.start')}
          </Button>
        }
      />
    );
  }
  if (!guest || state.editing) {
    return (
      <GuestGiverForm
        initial={guest}
        cpfRequired={state.cpfNeeded}
        onDone={onGuest}
        onCancel={() => onState({ ...state, active: !!guest, editing: false, cpfNeeded: false })}
      />
    );
  }
  return (
    <>
      <p className="give-guest">
        {t('guest.givingAs', { name: `${guest.nome} ${guest.sobrenome}`, email: guest.email })}{' '}
        <Button variant="ghost" onClick={() => onState({ ...state, editing: true })}>
          {t('guest.change')}
        </Button>
      </p>
      {children(guest)}
    </>
  );
}
