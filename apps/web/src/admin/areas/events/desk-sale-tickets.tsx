import type { TAdminTicketType } from '@congrega/contract/admin/events';
import { deskTicketPrice } from '@congrega/contract/admin/event-desk-sale';
import { HOLDER_NAME_MAX, MAX_TICKETS_PER_TYPE } from '@congrega/contract/events';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { HolderQuestionField } from './holder-fields.tsx';

/** One ticket's holder as the desk's form keeps it: the name and the answers by question id. */
export interface HolderDraft {
  nome: string;
  respostas: Record<number, string>;
}
export type TicketDrafts = Record<number, HolderDraft[]>;

/** Seats a type still has (sold and held ones taken), and whether its sales window is open at `now`. */
export const seatsLeft = (t: TAdminTicketType) => Math.max(0, t.quantidade - t.vendidos - t.reservados);
export const onSale = (t: TAdminTicketType, now: number) =>
  t.flagAtivo &&
  (t.inicioVendas === null || Date.parse(t.inicioVendas) <= now) &&
  (t.fimVendas === null || Date.parse(t.fimVendas) > now) &&
  deskTicketPrice(t) > 0;

/** The most tickets of a type one sale may take: its seats left, the per-buyer limit, the purchase's maximum. */
export const mostOf = (t: TAdminTicketType) => Math.min(seatsLeft(t), t.limitePorUsuario ?? MAX_TICKETS_PER_TYPE, MAX_TICKETS_PER_TYPE);

/** The total to receive: the server's price of each type (price + fee) times the tickets chosen. */
export const deskTotal = (types: TAdminTicketType[], drafts: TicketDrafts) =>
  types.reduce((sum, t) => sum + deskTicketPrice(t) * (drafts[t.id]?.length ?? 0), 0);

/** Holes the form shows before sending: a holder's name, a required answer (keys `<type>.<n>.nome|<question>`). */
export function missingOf(types: TAdminTicketType[], drafts: TicketDrafts): Set<string> {
  const missing = new Set<string>();
  for (const t of types)
    (drafts[t.id] ?? []).forEach((h, n) => {
      if (!h.nome.trim()) missing.add(`${t.id}.${n}.nome`);
      for (const q of t.perguntas) if (q.obrigatoria && !h.respostas[q.id]?.trim()) missing.add(`${t.id}.${n}.${q.id}`);
    });
  return missing;
}

/**
 * The ticket types on sale with seats left, a quantity each (up to mostOf), and per ticket its holder's name and the
 * type's questions, as the member's purchase asks them.
 */
export function DeskTickets({
  types,
  drafts,
  onChange,
  missing,
  money,
}: {
  types: TAdminTicketType[];
  drafts: TicketDrafts;
  onChange: (drafts: TicketDrafts) => void;
  missing: Set<string>;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const setCount = (type: TAdminTicketType, n: number) => {
    const current = drafts[type.id] ?? [];
    const next = Array.from({ length: n }, (_, i) => current[i] ?? { nome: '', respostas: {} });
    onChange({ ...drafts, [type.id]: next });
  };
  const setHolder = (type: TAdminTicketType, n: number, holder: HolderDraft) =>
    onChange({ ...drafts, [type.id]: (drafts[type.id] ?? []).map((h, i) => (i === n ? holder : h)) });
  if (!types.length) return <p className="muted">{t('registrations.desk.noTypes')}</p>;
  return (
    <div className="desk-tickets">
      {types.map((type) => {
        const holders = drafts[type.id] ?? [];
        return (
          <fieldset key={type.id} className="desk-ticket-type">
            <legend>
              {type.nome} · <span className="amount">{money(deskTicketPrice(type))}</span>{' '}
              <span className="muted">{t('registrations.desk.left', { count: seatsLeft(type) })}</span>
            </legend>
            <Field label={t('registrations.desk.quantity', { type: type.nome })}>
              {(control) => (
                <select {...control} className="input" value={holders.length} onChange={(e) => setCount(type, Number(e.target.value))}>
                  {Array.from({ length: mostOf(type) + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {holders.map((h, n) => (
              <div key={n} className="desk-holder" role="group" aria-label={t('registrations.desk.holderN', { n: n + 1, type: type.nome })}>
                <Field
                  label={t('registrations.desk.holderName', { n: n + 1 })}
                  required
                  error={missing.has(`${type.id}.${n}.nome`) ? t('registrations.nameRequired') : undefined}
                >
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      maxLength={HOLDER_NAME_MAX}
                      value={h.nome}
                      onChange={(e) => setHolder(type, n, { ...h, nome: e.target.value })}
                    />
                  )}
                </Field>
                {type.perguntas.map((q) => (
                  <HolderQuestionField
                    key={q.id}
                    question={q}
                    value={h.respostas[q.id] ?? ''}
                    onChange={(value) => setHolder(type, n, { ...h, respostas: { ...h.respostas, [q.id]: value } })}
                    missing={missing.has(`${type.id}.${n}.${q.id}`)}
                  />
                ))}
              </div>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
