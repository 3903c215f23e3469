import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PurchaseOutcome } from '../lib/purchase-errors.ts';

/** Outcomes the buyer acknowledges before going on (spec section 8: "acknowledge button"). */
export function needsAcknowledge(notice: PurchaseOutcome | null): boolean {
  return notice?.kind === 'totalChanged' || notice?.kind === 'ticketUnavailable';
}

/**
 * Why the purchase came back to this step (a refusal of the server, section 8), with the acknowledge button where
 * the spec gives one. The step below already shows the event as it is now (reloaded).
 */
export function PurchaseNotice({ notice, onAcknowledge }: { notice: PurchaseOutcome; onAcknowledge: () => void }) {
  const { t } = useTranslation('events');
  if (notice.kind === 'form') return null;
  return (
    <Alert
      tone="warning"
      action={
        needsAcknowledge(notice) ? (
          <Button variant="secondary" onClick={onAcknowledge}>
            {t('notice.acknowledge')}
          </Button>
        ) : undefined
      }
    >
      {notice.message}
    </Alert>
  );
}
