import { CheckboxField, SelectField } from '../../../components/ui/field.tsx';
import { useTranslation, type TFunction } from '../../../lib/i18n/use-translation.ts';
import { RECURRENCE_OPTIONS } from '../lib/give-form.ts';

export interface RecurrenceFieldsProps {
  /** The switch is offered (exactly one reason that the church opens to recurrence). */
  offered: boolean;
  recurring: boolean;
  days: number;
  /** Adding a second reason just turned the switch off: say so where it was. */
  turnedOff: boolean;
  onRecurring: (on: boolean) => void;
  onDays: (days: number) => void;
}

/** The recurrence choice (off until turned on; recorrenciaDias default 30; one reason only). */
export function RecurrenceFields({ offered, recurring, days, turnedOff, onRecurring, onDays }: RecurrenceFieldsProps) {
  const { t } = useTranslation('giving');
  const known = RECURRENCE_OPTIONS.some((o) => o.days === days);
  return (
    <div className="give-recurrence" aria-live="polite">
      {turnedOff ? <p className="give-notice">{t('recurrence.turnedOff')}</p> : null}
      {offered ? (
        <>
          <CheckboxField role="switch" label={t('recurrence.switch')} checked={recurring} onChange={(e) => onRecurring(e.target.checked)} />
          {recurring ? (
            <>
              <p className="field-hint">{t('recurrence.hint')}</p>
              <SelectField label={t('recurrence.frequency')} value={String(days)} onChange={(e) => onDays(Number(e.target.value))}>
                {RECURRENCE_OPTIONS.map((o) => (
                  <option key={o.days} value={String(o.days)}>
                    {t(`recurrence.${o.key}`)}
                  </option>
                ))}
                {known ? null : <option value={String(days)}>{frequencyLabel(t, days)}</option>}
              </SelectField>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** "Every month" for the known frequencies, else "Every 45 days". */
export function frequencyLabel(t: TFunction, days: number): string {
  const known = RECURRENCE_OPTIONS.find((o) => o.days === days);
  return known ? t(`recurrence.${known.key}`) : t('mine.every', { days });
}
