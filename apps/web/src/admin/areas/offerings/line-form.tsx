import { OFFERING_ENVELOPE_MAX, OFFERING_METHODS, type TOfferingLine, type TOfferingLineBody } from '@congrega/contract/admin/offerings';
import { currencySign } from '@congrega/contract/money';
import { useEffect, useMemo, useState } from 'react';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { ReasonMethodFields } from './reason-method-fields.tsx';
import { useConsole } from '../../lib/console-context.ts';
import { MemberPicker, type PickedMember } from './member-picker.tsx';
import { lineSchema, lineValues, type LineFormValues } from './offering-forms.ts';

export interface LineFormProps {
  reasons: readonly { id: number; nome: string }[];
  moeda: string;
  /** The line being changed (null: counting a new one). */
  editing: TOfferingLine | null;
  save: (body: TOfferingLineBody) => Promise<unknown>;
  onDone: () => void;
}

/**
 * The count's form, made for a pile of envelopes at the keyboard: reason and method stay as they were after each
 * line, the amount is typed as written ("1.234,56" in Portuguese), Enter counts it, and the focus goes back to the
 * amount for the next one; an envelope's number and giver are optional. Changing a line fills the form with it.
 */
export function LineForm({ reasons, moeda, editing, save, onDone }: LineFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lang } = useConsole();
  const first: Pick<LineFormValues, 'motivoId' | 'metodo'> = {
    motivoId: reasons.length === 1 ? String(reasons[0]!.id) : '',
    metodo: OFFERING_METHODS[0],
  };
  const [giver, setGiver] = useState<PickedMember | null>(editing?.membro ?? null);
  const [counted, setCounted] = useState(0);
  const schema = useMemo(() => lineSchema(), []);
  const state = useAdminForm({
    schema,
    defaultValues: lineValues(editing, first, lang),
    submit: async (body) => {
      await save(body);
      if (editing) {
        toast(t('offerings.lineSaved'));
        onDone();
        return;
      }
      // The next envelope is most likely of the same reason and method: only the amount and giver are cleared.
      state.form.reset(lineValues(null, { motivoId: String(body.motivoId), metodo: body.metodo }, lang));
      setGiver(null);
      setCounted((n) => n + 1);
    },
  });
  const { isSubmitting } = state.form.formState;
  useEffect(() => {
    if (counted && !isSubmitting) state.form.setFocus('valor');
  }, [counted, isSubmitting, state.form]);
  const choose = (member: PickedMember | null) => {
    setGiver(member);
    state.form.setValue('usuarioId', member?.usuarioId ?? null);
  };
  return (
    <AdminForm
      state={state}
      submitLabel={editing ? t('offerings.saveLine') : t('offerings.addLine')}
      actions={
        editing ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : null
      }
    >
      <div className="offering-line-fields">
        <ReasonMethodFields reasons={reasons} />
        <FormText
          name="valor"
          label={t('offerings.amount', { currency: currencySign(lang, moeda) })}
          hint={t('offerings.amountHint')}
          required
          inputMode="decimal"
          autoComplete="off"
        />
        <FormText name="envelope" label={t('offerings.envelope')} maxLength={OFFERING_ENVELOPE_MAX} autoComplete="off" />
      </div>
      <MemberPicker value={giver} onChange={choose} />
      {counted ? (
        <p className="sr-only" role="status">
          {t('offerings.lineAdded', { count: counted })}
        </p>
      ) : null}
    </AdminForm>
  );
}
