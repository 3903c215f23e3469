import { CheckboxField } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useNoticeMail, useSetNoticeMail } from '../api/notice-mail.ts';

/**
 * Notice e-mails (a group's join requests and answers): the member's switch, saved as it changes. The one-click
 * unsubscribe link of such an e-mail turns it off; here it goes back on.
 */
export function NoticeMailSection({ churchId, clientId }: { churchId: number; clientId: number }) {
  const { t } = useTranslation('account');
  const query = useNoticeMail(churchId, clientId);
  const save = useSetNoticeMail(churchId, clientId);
  return (
    <section className="form-section" aria-labelledby="notice-mail-title">
      <h2 id="notice-mail-title">{t('noticeMail.title')}</h2>
      <QueryState query={query}>
        {(on) => (
          <CheckboxField
            label={t('noticeMail.label')}
            checked={save.isPending ? Boolean(save.variables) : on}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
            error={save.isError ? failureText(save.error, t('noticeMail.failed')) : undefined}
          />
        )}
      </QueryState>
    </section>
  );
}
