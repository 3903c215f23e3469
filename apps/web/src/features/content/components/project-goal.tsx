import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ContentItem } from '../lib/content-kind.ts';

/** A project's goal (text) and, when counted, how much of the target is reached (a labelled progress bar). */
export function ProjectGoal({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const target = typeof item.metaValor === 'number' ? item.metaValor : null;
  const reached = typeof item.metaAlcancada === 'number' ? item.metaAlcancada : null;
  return (
    <span className="project-goal">
      {typeof item.meta === 'string' ? <span>{t('ministryProjects.goal', { goal: item.meta })}</span> : null}
      {target && reached !== null ? (
        <span>
          <progress max={target} value={Math.min(reached, target)} aria-label={t('ministryProjects.progressLabel')} />{' '}
          {t('ministryProjects.reached', { reached, target })}
        </span>
      ) : null}
    </span>
  );
}
