import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOnlineStatus } from '../../../lib/online-status.ts';
import { MemberCardState } from '../components/member-card-state.tsx';
import { MemberCardView } from '../components/member-card-view.tsx';

/** /user/member-card: the member's card, front and back, with its print pages (card size or A4). Offline: the last copy. */
export function Component() {
  const { t } = useTranslation('member-card');
  const online = useOnlineStatus();
  useDocumentTitle(t('title'));
  return (
    <section className="member-card-page">
      <h1>{t('title')}</h1>
      <MemberCardState>
        {(card) => (
          <>
            {online ? null : <p className="muted">{t('offlineCopy')}</p>}
            <MemberCardView card={card} />
            <p className="muted member-card-note">{t('qrHint')}</p>
            <div className="member-card-actions">
              <ButtonLink to="/user/member-card/print?format=card">{t('printCard')}</ButtonLink>
              <ButtonLink to="/user/member-card/print?format=a4" variant="secondary">
                {t('printA4')}
              </ButtonLink>
            </div>
          </>
        )}
      </MemberCardState>
    </section>
  );
}
