import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import { noticeUnsubscribeUrl } from '../accounts/accounts.public.ts';
import { renderGroupMail, type GroupNoticeKind } from './groups-mail.ts';
import { findRequestNoticeData } from './join-requests.repository.ts';
import { sendJoinRequestReminders } from './reminder-runner.ts';

/** The e-mails of join requests, sent off the request path after the request (or its answer) committed. */
export const GROUP_MAIL_JOB = 'groups.join-mail';
/** Hourly: unanswered join requests remind their leader, then the staff (reminder-runner.ts). */
export const GROUP_REMINDER_JOB = 'groups.join-reminders';

export interface GroupMailJob {
  churchId: number;
  requestId: number;
  kind: GroupNoticeKind;
  /** A new request: the leader this e-mail goes to (one job per leader, so a retry never writes twice to another). */
  leaderId?: number;
}

/** A new request to one of the group's leaders (no longer a leader: nobody to write to); an answer to the requester. */
export async function sendGroupMail(app: FastifyInstance, { churchId, requestId, kind, leaderId }: GroupMailJob): Promise<void> {
  const data = await app.database.withChurch(churchId, (tx) => findRequestNoticeData(tx, churchId, requestId));
  if (!data) return;
  // A notice the member can opt out of: none to one who did (the one-click link of the last one, or the profile).
  const recipient = kind === 'request' ? data.leaders.find((l) => l.id === leaderId) : data.requester;
  const to = recipient?.email;
  if (!recipient || !to || !recipient.receberAvisosEmail) return;
  const base = churchPublicUrl(app.config.publicUrl, data.slug);
  const link = kind === 'recusada' ? `${base}/groups` : `${base}/groups/${data.celulaId}`;
  const personName = `${data.requester.nome} ${data.requester.sobrenome}`.trim();
  const mail = renderGroupMail(
    kind,
    matchLocale(data.idioma) ?? 'en',
    {
      churchName: data.churchName,
      groupName: data.groupName,
      personName,
      ...(kind === 'request'
        ? { contact: { email: data.requester.email, telefone: data.requester.telefone }, message: data.mensagem }
        : {}),
    },
    link,
  );
  const unsubscribeUrl = await noticeUnsubscribeUrl(app, { id: churchId, slug: data.slug }, recipient.id);
  await app.mailer.deliver({ churchId, to, tag: `group-${kind}`, unsubscribeUrl }, mail);
}

export function defineGroupJobs(app: FastifyInstance): void {
  app.jobs.define<GroupMailJob>({
    name: GROUP_MAIL_JOB,
    handler: (data) => sendGroupMail(app, data),
    retryLimit: 5,
    retryDelaySeconds: 60,
  });
  app.jobs.define({
    name: GROUP_REMINDER_JOB,
    handler: async () => void (await sendJoinRequestReminders(app)),
    cron: '17 * * * *',
    retryLimit: 0,
  });
}

/** Queues the e-mail; a queue failure is logged (without personal data) and does not undo the committed request. */
export async function queueGroupMail(app: FastifyInstance, job: GroupMailJob): Promise<void> {
  try {
    const key = `group-mail:${job.requestId}:${job.kind}${job.leaderId === undefined ? '' : `:${job.leaderId}`}`;
    await app.jobs.send<GroupMailJob>(GROUP_MAIL_JOB, job, { singletonKey: key });
  } catch (err) {
    app.log.warn({ err, job: GROUP_MAIL_JOB, requestId: job.requestId }, 'group e-mail not queued');
  }
}
