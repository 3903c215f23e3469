import { ZAdminContentPublishBody } from '@congrega/contract/admin/content';
import { resolveTimeZone } from '@congrega/contract/datetime';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormText } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { fromWallClock } from '../../lib/wall-clock.ts';

type PublishBody = z.output<typeof ZAdminContentPublishBody>;

/**
 * "Publish at": a time on the church's clock, sent as the publish body's `quando` (the server refuses one not ahead
 * of now on the field). An item's and a lesson's publication both schedule through it.
 */
export function ScheduleForm({
  publish,
  actions,
  label,
}: {
  publish: (body: PublishBody) => Promise<void>;
  actions?: ReactNode;
  /** Names what is scheduled, for a form among several (a lesson's). */
  label?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const zone = resolveTimeZone(church.fusoHorario);
  const schedule = useAdminForm({
    schema: z.preprocess(
      (v) => ({ quando: fromWallClock((v as { quando: string }).quando, zone) ?? '' }),
      ZAdminContentPublishBody,
    ) as unknown as z.ZodType<PublishBody, { quando: string }>,
    defaultValues: { quando: '' },
    submit: async (body) => {
      await publish(body);
      schedule.form.reset({ quando: '' });
    },
    savedText: t('content.scheduledDone'),
  });
  return (
    <AdminForm state={schedule} submitLabel={t('content.scheduleSubmit')} actions={actions}>
      <FormText
        name="quando"
        type="datetime-local"
        label={label ?? t('content.scheduleAt')}
        hint={t('content.scheduleHint', { zone })}
        required
      />
    </AdminForm>
  );
}
