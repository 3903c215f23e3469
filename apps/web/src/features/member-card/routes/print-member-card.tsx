import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { MemberCardState } from '../components/member-card-state.tsx';
import { CardPrintArea, printFormatOf } from '../components/print-area.tsx';

/** /user/member-card/print?format=card|a4: the member card print page (spec section 2). */
export function Component() {
  const { t } = useTranslation('member-card');
  const [params] = useSearchParams();
  const format = printFormatOf(params.get('format'));
  useDocumentTitle(t('printTitle'));
  return (
    <section className="member-card-page">
      <h1 className="no-print">{t('printTitle')}</h1>
      <p className="no-print muted">{format === 'a4' ? t('printA4Hint') : t('printCardHint')}</p>
      <MemberCardState>{(card) => <CardPrintArea card={card} format={format} />}</MemberCardState>
      <p className="no-print">
        <Link to="/user/member-card">{t('backToCard')}</Link>
      </p>
    </section>
  );
}
