import type { TMemberCard } from '@congrega/contract/member-card';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { MemberCardView } from './member-card-view.tsx';

export type PrintFormat = 'card' | 'a4';

export const printFormatOf = (value: string | null): PrintFormat => (value === 'a4' ? 'a4' : 'card');

/**
 * What a print page prints: the card in a print area (member-card.css: card-sized pages, or both sides on an A4
 * sheet) and the button that opens the browser's print dialog. `showCard` false keeps the card off the screen.
 */
export function CardPrintArea({ card, format, showCard = true }: { card: TMemberCard; format: PrintFormat; showCard?: boolean }) {
  const { t } = useTranslation('member-card');
  return (
    <>
      <div className="member-card-actions no-print">
        <Button onClick={() => window.print()}>{format === 'a4' ? t('printA4') : t('printCard')}</Button>
      </div>
      <div className={`print-area print-${format}${showCard ? '' : ' print-only'}`}>
        <MemberCardView card={card} />
      </div>
    </>
  );
}
