import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/**
 * A list's state filter as chips, each with the server's count ("All" first, their sum), the chosen one pressed;
 * `children` below them (a sum of the list). `label(state)` names a state in the console's language.
 */
export function StateChips<S extends string>({
  title,
  states,
  counts,
  label,
  current,
  onChoose,
  children,
}: {
  title: string;
  states: readonly S[];
  counts: Record<S, number>;
  label: (state: S) => string;
  current?: string;
  onChoose: (state: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  const chip = (state: string, name: string, count: number) => (
    <Button
      key={state || 'all'}
      variant={(current ?? '') === state ? 'secondary' : 'ghost'}
      className="btn-sm"
      aria-pressed={(current ?? '') === state}
      onClick={() => onChoose(state)}
    >
      {t('finance.chip', { label: name, count })}
    </Button>
  );
  return (
    <div className="finance-totals">
      <h2 id={titleId}>{title}</h2>
      <div className="filter-chip" role="group" aria-labelledby={titleId}>
        {chip(
          '',
          t('finance.allStates'),
          states.reduce((n, s) => n + counts[s], 0),
        )}
        {states.map((state) => chip(state, label(state), counts[state]))}
      </div>
      {children}
    </div>
  );
}
