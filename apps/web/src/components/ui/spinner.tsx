import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** Busy indicator with a spoken label (role=status announces it politely). */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={`spinner spinner-${size}`}>
      <span className="spinner-ring" aria-hidden="true" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A whole-area loader for screens and lazy parts. */
export function Loader({ label }: { label?: string }) {
  return (
    <div className="loader">
      <Spinner label={label} size="lg" />
    </div>
  );
}
