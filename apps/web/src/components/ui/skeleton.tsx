import './skeleton.css';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * Grey rows standing where a list will appear, so the page does not jump when it arrives. Screen readers hear
 * the loading text once (role=status); the rows themselves are hidden from them.
 */
export function Skeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="skeleton">
      <span className="sr-only">{label ?? t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}
