import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';
import { toCsv } from './list-params.ts';

/**
 * A list's filters: the fields given (plain named inputs, their values from the URL) in a search landmark, applied
 * together ("Filter") or cleared. `values` also keys the form, so a back/forward that changes them refills it.
 */
export function ListFilters({
  values,
  onApply,
  children,
}: {
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)])));
  };
  return (
    <form key={JSON.stringify(values)} role="search" aria-labelledby={titleId} className="list-filters" onSubmit={submit} noValidate>
      <h2 id={titleId} className="sr-only">
        {t('kit.filters')}
      </h2>
      <div className="list-filters-fields">{children}</div>
      <div className="actions">
        <Button type="submit" variant="secondary" className="btn-sm">
          {t('kit.applyFilters')}
        </Button>
        <Button variant="ghost" className="btn-sm" onClick={() => onApply({})}>
          {t('kit.clearFilters')}
        </Button>
      </div>
    </form>
  );
}

/** Downloads rows as a CSV file made in the browser (a list the server answers whole). */
export function CsvButton({ fileName, rows }: { fileName: string; rows: () => (string | number | null)[][] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const download = () => {
    const url = URL.createObjectURL(new Blob([toCsv(rows())], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="secondary" className="btn-sm" onClick={download}>
      {t('kit.downloadCsv')}
    </Button>
  );
}
