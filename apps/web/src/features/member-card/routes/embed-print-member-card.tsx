import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { MemberCardState } from '../components/member-card-state.tsx';
import { CardPrintArea, printFormatOf } from '../components/print-area.tsx';

const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/**
 * /embed/print-member-card?userId&memberChurchId&showCard (spec section 2), for the apps' web views: the card of
 * `userId` (the logged-in member's client account; anyone else's answers "no card") at `memberChurchId` (the host
 * church), shown unless `showCard=false`, ready to print (`format=a4` for a sheet).
 */
export function Component() {
  const { t } = useTranslation('member-card');
  const [params] = useSearchParams();
  useDocumentTitle(t('printTitle'));
  return (
    <section className="embed-member-card">
      <h1 className="sr-only">{t('printTitle')}</h1>
      <MemberCardState clientId={id(params.get('userId'))} churchId={id(params.get('memberChurchId'))}>
        {(card) => <CardPrintArea card={card} format={printFormatOf(params.get('format'))} showCard={params.get('showCard') !== 'false'} />}
      </MemberCardState>
    </section>
  );
}
