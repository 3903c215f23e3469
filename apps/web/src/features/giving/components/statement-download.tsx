import { useState, type FormEvent } from 'react';
import { usePaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { churchToday } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { fetchStatement, saveFile } from '../api/download-statement.ts';

/** This year and the four before it, the church's year (its statements are cut on its calendar). */
export function statementYears(now: Date = new Date()): number[] {
  const year = Number(churchToday(now).slice(0, 4));
  return [0, 1, 2, 3, 4].map((n) => year - n);
}

/**
 * The yearly giving statement (PDF, for tax returns): a year, then the download. The file is fetched with the
 * session's token in the header and saved from memory, so no token ever appears in an address.
 */
export function StatementDownload() {
  const { t } = useTranslation('giving');
  const scope = usePaymentsScope();
  const years = statementYears();
  const [year, setYear] = useState(years[0]!);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      saveFile(await fetchStatement(scope, year), `${scope.slug}-${year}.pdf`);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="giving-section" aria-labelledby="giving-statement">
      <h2 id="giving-statement">{t('mine.statementTitle')}</h2>
      <p className="muted">{t('mine.statementText')}</p>
      {outcome === 'failed' ? <Alert tone="error">{t('mine.downloadFailed')}</Alert> : null}
      {outcome === 'done' ? <Alert tone="success">{t('mine.downloaded')}</Alert> : null}
      <form noValidate className="giving-statement" onSubmit={(event) => void submit(event)}>
        <SelectField label={t('mine.year')} value={String(year)} onChange={(e) => setYear(Number(e.target.value))} disabled={busy}>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <Button type="submit" loading={busy}>
            {t('mine.download')}
          </Button>
        </div>
      </form>
    </section>
  );
}
