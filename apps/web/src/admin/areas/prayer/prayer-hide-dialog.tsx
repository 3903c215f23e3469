import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** The confirmation before a moderator hides a request or a supportive message from everyone. */
export function HideDialog({
  what,
  open,
  pending,
  failure,
  onConfirm,
  onCancel,
}: {
  what: 'request' | 'message';
  open: boolean;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <ConfirmDialog
      open={open}
      title={t(what === 'request' ? 'prayer.hideTitle' : 'prayer.hideMessageTitle')}
      description={t(what === 'request' ? 'prayer.hideBody' : 'prayer.hideMessageBody')}
      confirmLabel={t('prayer.hide')}
      cancelLabel={t('kit.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
      error={failure}
    />
  );
}
