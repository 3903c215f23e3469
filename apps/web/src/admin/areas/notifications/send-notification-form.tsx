import {
  ADMIN_NOTIFICATION_BODY_MAX,
  ADMIN_NOTIFICATION_ROUTE_MAX,
  ADMIN_NOTIFICATION_TITLE_MAX,
  ZAdminNotificationBody,
} from '@congrega/contract/admin/notifications';
import { adminNotificationSend } from '@congrega/contract/endpoints/admin-notifications';
import { useQueryClient } from '@tanstack/react-query';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { notificationsKey } from './notifications-api.ts';

const ZSendForm = blanksAsNull(ZAdminNotificationBody, ['rota']);

/** Sends a notification to every member of the church (their menu, and a push where they turned it on). */
export function SendNotificationForm() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const queryClient = useQueryClient();
  const state = useAdminForm({
    schema: ZSendForm,
    defaultValues: { titulo: '', corpo: '', rota: '' },
    submit: async (body) => {
      await apiCall(adminNotificationSend, { params: { church: church.slug }, body });
      state.form.reset();
      await queryClient.invalidateQueries({ queryKey: notificationsKey(church.slug) });
    },
    savedText: t('notifications.sent'),
  });
  return (
    <section className="form-section" aria-labelledby="send-notification-title">
      <h2 id="send-notification-title">{t('notifications.send')}</h2>
      <AdminForm state={state} submitLabel={t('notifications.submit')}>
        <FormText name="titulo" label={t('notifications.titleField')} required maxLength={ADMIN_NOTIFICATION_TITLE_MAX} />
        <FormTextArea name="corpo" label={t('notifications.body')} required maxLength={ADMIN_NOTIFICATION_BODY_MAX} rows={4} />
        <FormText
          name="rota"
          label={t('notifications.route')}
          hint={t('notifications.routeHint')}
          maxLength={ADMIN_NOTIFICATION_ROUTE_MAX}
          placeholder="/event/12"
        />
      </AdminForm>
    </section>
  );
}
