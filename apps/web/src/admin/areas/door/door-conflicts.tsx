import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useDoorConflicts } from './door-api.ts';

/** The offline conflicts of the event, shown on demand: each queued admission flagged and the ticket's other one. */
export function DoorConflicts({ eventId, count }: { eventId: number; count: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const [open, setOpen] = useState(false);
  const list = useDoorConflicts(church.slug, eventId, open);
  if (!count) return null;
  const at = (a: { em: string; por: { nome: string } | null; porta: string | null; dispositivo: string }) =>
    t('door.conflictAdmission', { at: formatAt(a.em, church, lang), name: a.por?.nome ?? '—', door: a.porta ?? a.dispositivo });
  return (
    <section className="door-conflicts" aria-label={t('door.conflictsTitle')}>
      <Button variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open}>
        {t('door.conflicts', { count })}
      </Button>
      {open && list.data ? (
        <ul className="door-results">
          {list.data.itens.map((c) => (
            <li key={c.id}>
              <span>
                <strong>{c.titular ?? '—'}</strong> · {t(`door.syncResults.${c.resultado}`)}
                <br />
                {at(c.esta)}
                {c.outra ? (
                  <>
                    <br />
                    {t(c.venceu ? 'door.conflictDisplaced' : 'door.conflictFirst')} {at(c.outra)}
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
