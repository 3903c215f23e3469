import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * "Denunciar" on someone else's request or supportive message: asks first, then says it was sent (a member reports
 * an item once; the server ignores a repeat). Visitors are asked to log in instead.
 */
export function ReportButton({
  what,
  report,
  onLoginNeeded,
}: {
  /** 'request' or 'message': the dialog's words. */
  what: 'request' | 'message';
  report: () => Promise<unknown>;
  onLoginNeeded: () => void;
}) {
  const { t } = useTranslation('prayer');
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <p className="muted prayer-reported" role="status">
        {t('report.sent')}
      </p>
    );
  }
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await report();
      setOpen(false);
      setSent(true);
    } catch (err) {
      setFailure(err instanceof ApiError && err.status < 500 ? err.message : t('report.failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="ghost" className="btn-sm prayer-report" onClick={() => (status === 'member' ? setOpen(true) : onLoginNeeded())}>
        {t(`report.${what}`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`report.${what}Title`)}
        description={t('report.body')}
        confirmLabel={t('report.confirm')}
        cancelLabel={t('report.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setFailure(null);
          setOpen(false);
        }}
        pending={pending}
        error={failure}
      />
    </>
  );
}
