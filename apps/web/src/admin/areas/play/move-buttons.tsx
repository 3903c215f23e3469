import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** The ids of `list` with the item at `from` moved to `to` (what a reorder sends: every id once). */
export function moved(list: readonly { id: number }[], from: number, to: number): number[] {
  const ids = list.map((x) => x.id);
  ids.splice(to, 0, ids.splice(from, 1)[0]!);
  return ids;
}

/** Move up / move down of one item of an ordered list, named for screen readers. */
export function MoveButtons({
  index,
  length,
  label,
  onMove,
}: {
  index: number;
  length: number;
  label: string;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <Button variant="ghost" className="btn-sm" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        {t('playCatalogue.up')}
        <span className="sr-only"> {label}</span>
      </Button>
      <Button variant="ghost" className="btn-sm" disabled={index === length - 1} onClick={() => onMove(index, index + 1)}>
        {t('playCatalogue.down')}
        <span className="sr-only"> {label}</span>
      </Button>
    </>
  );
}
