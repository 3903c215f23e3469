import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useDoorTickets } from './door-api.ts';

/** Manual entry: the event's tickets by the holder's name; picking one checks its code in like a scan. */
export function DoorSearch({ church, eventId, onPick }: { church: string; eventId: number; onPick: (codigo: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useDoorTickets(church, eventId, q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };
  return (
    <section className="door-search" aria-label={t('door.search')}>
      <form className="door-row" role="search" onSubmit={submit}>
        <label className="door-grow">
          <span>{t('door.searchLabel')}</span>
          <input value={typed} minLength={2} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          {t('door.search')}
        </Button>
      </form>
      {found.data ? (
        found.data.itens.length ? (
          <ul className="door-results">
            {found.data.itens.map((ticket) => (
              <li key={ticket.codigo}>
                <span>
                  <strong>{ticket.titular}</strong> · {ticket.tipo} · {t(`door.states.${ticket.status}`)}
                  {ticket.admitidoEm ? <> · {t('door.admittedShort')}</> : null}
                </span>
                <Button variant="secondary" onClick={() => onPick(ticket.codigo)}>
                  {t('door.check')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t('door.searchNone')}</p>
        )
      ) : null}
    </section>
  );
}
