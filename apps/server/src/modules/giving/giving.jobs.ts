import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import { queueReceipt } from '../payments/payments.public.ts';
import { findGiftMailData } from './recurring-runner.repository.ts';
import { renderRecurringMail, type RecurringMailKind, type StaffMailKind } from './recurring-mail.ts';
import { runRecurringGifts, type GiftNotice } from './recurring-runner.ts';

/** Background work of giving (plugins/jobs.ts): the recurring-gift runner every minute, and its e-mails. */
export const RECURRING_JOB = 'giving.recurring-charge';
export const RECURRING_MAIL_JOB = 'giving.recurring-mail';

export interface RecurringMailJob {
  churchId: number;
  giftId: number;
  kind: RecurringMailKind;
}

/** The card e-mail of a declined attempt or a paused gift, in the giver's language (no card data). */
export async function sendRecurringMail(app: FastifyInstance, { churchId, giftId, kind }: RecurringMailJob): Promise<void> {
  const data = await app.database.withChurch(churchId, (tx) => findGiftMailData(tx, churchId, giftId));
  if (!data) return;
  const { gift } = data;
  const mail = renderRecurringMail(kind, matchLocale(gift.idioma) ?? 'en', {
    churchName: data.churchName,
    timeZone: data.fusoHorario,
    giverName: data.nome,
    motivo: data.motivo,
    valor: gift.valor,
    moeda: gift.moeda,
    retryAt: kind === 'declined' || kind === 'resumed-by-church' ? gift.proximaData : null,
    link: `${churchPublicUrl(app.config.publicUrl, data.slug)}/user/giving`,
  });
  await app.mailer.deliver({ churchId, to: data.email, tag: `recurring-${kind}` }, mail);
}

/** After a charge committed: the receipt, or the card e-mail (one per gift, attempt and kind). */
export async function notifyGiver(app: FastifyInstance, churchId: number, notice: GiftNotice): Promise<void> {
  if (notice.kind === 'receipt') return queueReceipt(app, churchId, notice.paymentId);
  const singletonKey = `recurring-mail:${notice.giftId}:${notice.paymentId ?? 'none'}:${notice.kind}`;
  await app.jobs.send<RecurringMailJob>(RECURRING_MAIL_JOB, { churchId, giftId: notice.giftId, kind: notice.kind }, { singletonKey });
}

/**
 * After a change staff made on the giver's behalf committed: its e-mail (one per change, keyed by the gift's
 * update time: a pause, resume and pause again each tell the giver).
 */
export async function notifyStaffChange(
  app: FastifyInstance,
  churchId: number,
  change: { giftId: number; kind: StaffMailKind; at: Date },
): Promise<void> {
  const singletonKey = `recurring-mail:${change.giftId}:${change.kind}:${change.at.getTime()}`;
  await app.jobs.send<RecurringMailJob>(RECURRING_MAIL_JOB, { churchId, giftId: change.giftId, kind: change.kind }, { singletonKey });
}

export function defineGivingJobs(app: FastifyInstance): void {
  app.jobs.define<RecurringMailJob>({
    name: RECURRING_MAIL_JOB,
    handler: (data) => sendRecurringMail(app, data),
    retryLimit: 5,
    retryDelaySeconds: 60,
  });
  app.jobs.define({
    name: RECURRING_JOB,
    handler: async () => {
      const stats = await runRecurringGifts(app, { notify: (churchId, notice) => notifyGiver(app, churchId, notice) });
      if (stats.charged + stats.declined + stats.paused + stats.awaiting > 0) app.log.info({ recurring: stats }, 'recurring gifts charged');
    },
    cron: '* * * * *',
    retryLimit: 0,
  });
}
