import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useActionFailure } from '../../lib/failure-text.ts';
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

/** Saves a Blob as a file (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A button that downloads the file `load` answers (an export, a ZIP) as `fileName`: busy while it loads, and a
 * failure shows beside it.
 */
export function DownloadButton({
  label,
  fileName,
  load,
  variant = 'secondary',
  className,
}: {
  label: string;
  fileName: string;
  load: () => Promise<Blob>;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const failure = useActionFailure(t('kit.loadFailed'));
  const download = async () => {
    setBusy(true);
    await failure.attempt(async () => saveBlob(await load(), fileName));
    setBusy(false);
  };
  return (
    <>
      <Button variant={variant} className={className} loading={busy} onClick={() => void download()}>
        {label}
      </Button>
      {failure.failure ? (
        <span role="alert" className="field-error">
          {failure.failure}
        </span>
      ) : null}
    </>
  );
}

/**
 * The list's CSV: `rows` made in the browser (a list the server answers whole, like the grants) or `load`, the
 * server's export of the same filters (the audit log: `apiFile` of its file descriptor).
 */
export function CsvButton({
  fileName,
  rows,
  load,
}: {
  fileName: string;
  rows?: () => (string | number | null)[][];
  load?: () => Promise<Blob>;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const csv = rows ? async () => new Blob([toCsv(rows())], { type: 'text/csv;charset=utf-8' }) : load;
  if (!csv) return null;
  return (
    <span className="csv-tool">
      <DownloadButton label={t('kit.downloadCsv')} fileName={fileName} load={csv} className="btn-sm" />
    </span>
  );
}
