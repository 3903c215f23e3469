import type { TContentState } from '@congrega/contract/admin/content';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

const TONE: Record<TContentState, string> = {
  draft: 'status-refunded',
  scheduled: 'status-waiting',
  published: 'status-paid',
  unpublished: 'status-failed',
};

/** An item's state in words (the colour only helps the eye). */
export function ContentStateBadge({ estado }: { estado: TContentState }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`status-badge ${TONE[estado]}`}>{t(`content.states.${estado}`)}</span>;
}
