import type { TAdminEvent } from '@congrega/contract/admin/events';
import type { TDeskSaleBody, TDeskSaleResult } from '@congrega/contract/admin/event-desk-sale';
import { offeringBatchGet } from '@congrega/contract/endpoints/admin-offerings';
import { zEmail } from '@congrega/contract/validators';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts } from '../../kit/facts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { MemberPicker, type PickedMember } from '../offerings/member-picker.tsx';
import { useDeskEvent, useDeskSale } from './desk-sale-api.ts';
import { DeskTickets, deskTotal, missingOf, onSale, seatsLeft, type TicketDrafts } from './desk-sale-tickets.tsx';
import { useAttemptKey } from './registrations-api.ts';
import { EventBackLink } from './event-screen.tsx';

/**
 * "Inscrição no balcão": a registration sold at the desk for cash (events edit of the event and offerings edit; the
 * server checks both). The ticket types on sale with seats left, each ticket's holder and the type's questions, the
 * buyer (a member found by name, or a guest's name and e-mail: the tickets go there), the total to receive from the
 * server's prices and the confirmation that it was received in cash. The answer shows the registration and the
 * offering batch of the day its cash was counted into.
 */
export function DeskSaleScreen() {
  const eventId = routeId(useParams().eventId);
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const event = useDeskEvent(church.slug, eventId ?? 0);
  const [done, setDone] = useState<TDeskSaleResult | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <EventBackLink />
      <PageHeader title={t('registrations.desk.title')} />
      {eventId === undefined ? (
        <p>{t('registrations.eventNotFoundBody')}</p>
      ) : done ? (
        <DeskSaleDone
          result={done}
          eventId={eventId}
          onAgain={() => {
            setDone(null);
            setRound(round + 1);
          }}
        />
      ) : (
        <QueryState query={event}>{(data) => <DeskSaleForm key={round} event={data} onDone={setDone} />}</QueryState>
      )}
    </>
  );
}

type Guest = { nome: string; sobrenome: string; email: string };

function DeskSaleForm({ event, onDone }: { event: TAdminEvent; onDone: (result: TDeskSaleResult) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const sell = useDeskSale(church.slug, event.id);
  const key = useAttemptKey();
  const failure = useActionFailure(t('kit.saveFailed'));
  const [now] = useState(() => Date.now());
  const types = event.ingressos.filter((type) => onSale(type, now) && seatsLeft(type) > 0);
  const [drafts, setDrafts] = useState<TicketDrafts>({});
  const [kind, setKind] = useState<'membro' | 'convidado'>('membro');
  const [member, setMember] = useState<PickedMember | null>(null);
  const [guest, setGuest] = useState<Guest>({ nome: '', sobrenome: '', email: '' });
  const [received, setReceived] = useState(false);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const money = (cents: number) => formatMoney(cents, event.moeda, lang);
  const total = deskTotal(types, drafts);
  const chosen = types.filter((type) => (drafts[type.id]?.length ?? 0) > 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const gaps = missingOf(chosen, drafts);
    if (kind === 'membro' && !member) gaps.add('member');
    if (kind === 'convidado') {
      if (!guest.nome.trim()) gaps.add('guest.nome');
      if (!guest.sobrenome.trim()) gaps.add('guest.sobrenome');
      if (!zEmail.safeParse(guest.email).success) gaps.add('guest.email');
    }
    setMissing(gaps);
    if (gaps.size || !chosen.length || !received) return;
    const body: TDeskSaleBody = {
      ingressos: chosen.map((type) => ({
        id: type.id,
        quantidade: drafts[type.id]!.length,
        titulares: drafts[type.id]!.map((h) => ({
          nome: h.nome,
          respostas: type.perguntas.filter((q) => h.respostas[q.id]?.trim()).map((q) => ({ pergunta: q.id, resposta: h.respostas[q.id]! })),
        })),
      })),
      comprador: kind === 'membro' ? { tipo: 'membro', usuarioId: member!.usuarioId } : { tipo: 'convidado', ...guest },
      valorRecebido: total,
    };
    setPending(true);
    let result: TDeskSaleResult | undefined;
    const ok = await failure.attempt(async () => (result = await sell(body, key.current())));
    setPending(false);
    if (!ok || !result) return;
    key.renew();
    toast(t('registrations.desk.sold', { amount: money(result.inscricao.valor) }));
    onDone(result);
  };

  const guestField = (name: keyof Guest, label: string, type = 'text') => (
    <Field
      label={label}
      required
      error={missing.has(`guest.${name}`) ? t(`registrations.desk.${name === 'email' ? 'emailInvalid' : 'required'}`) : undefined}
    >
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          maxLength={name === 'email' ? 254 : 80}
          autoComplete="off"
          value={guest[name]}
          onChange={(e) => setGuest({ ...guest, [name]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form className="desk-sale" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset disabled={pending}>
        <h2>{event.titulo}</h2>
        <DeskTickets types={types} drafts={drafts} onChange={setDrafts} missing={missing} money={money} />
        <fieldset className="desk-buyer form-section">
          <legend>{t('registrations.desk.buyer')}</legend>
          <div className="choice-row">
            {(['membro', 'convidado'] as const).map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="comprador" value={value} checked={kind === value} onChange={() => setKind(value)} />
                {t(`registrations.desk.${value === 'membro' ? 'member' : 'guest'}`)}
              </label>
            ))}
          </div>
          {kind === 'membro' ? (
            <>
              <MemberPicker
                value={member}
                onChange={setMember}
                texts={{
                  label: t('registrations.desk.memberSearch'),
                  hint: t('registrations.desk.memberHint'),
                  chosen: (name) => t('registrations.desk.memberChosen', { name }),
                }}
              />
              {missing.has('member') ? <p className="field-error">{t('registrations.desk.memberRequired')}</p> : null}
            </>
          ) : (
            <>
              {guestField('nome', t('registrations.desk.firstName'))}
              {guestField('sobrenome', t('registrations.desk.lastName'))}
              {guestField('email', t('registrations.desk.email'), 'email')}
            </>
          )}
        </fieldset>
        <p className="offering-total" aria-live="polite">
          <span>{t('registrations.desk.total')}</span> <strong className="amount">{money(total)}</strong>
        </p>
        <label className="choice">
          <input type="checkbox" checked={received} disabled={!total} onChange={(e) => setReceived(e.target.checked)} />
          {t('registrations.desk.received', { amount: money(total) })}
        </label>
        {failure.failure ? <Alert tone="error">{failure.failure}</Alert> : null}
        <Button type="submit" loading={pending} disabled={!total || !received}>
          {t('registrations.desk.submit', { amount: money(total) })}
        </Button>
      </fieldset>
    </form>
  );
}

function DeskSaleDone({ result, eventId, onAgain }: { result: TDeskSaleResult; eventId: number; onAgain: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCall = useMayCall();
  const r = result.inscricao;
  return (
    <section className="desk-sale-done" aria-live="polite">
      <Alert tone="success" title={t('registrations.desk.doneTitle')}>
        {t('registrations.desk.doneBody', { amount: formatMoney(r.valor, r.moeda, lang), count: r.bilhetes.length })}
      </Alert>
      <Facts>
        <Fact label={t('registrations.buyer')}>{r.comprador.nome}</Fact>
        <Fact label={t('registrations.holders')}>{r.bilhetes.map((b) => `${b.titular} (${b.tipo.nome})`).join(', ')}</Fact>
        <Fact label={t('registrations.desk.registration')}>
          <Link to={consolePath(lang, church.slug, `events/${eventId}/registrations/${r.id}`)}>
            {t('registrations.desk.openRegistration')}
          </Link>
        </Fact>
        <Fact label={t('registrations.desk.batch')}>
          {mayCall(offeringBatchGet) ? (
            <Link to={consolePath(lang, church.slug, `offerings/${result.lote.id}`)}>
              {t('registrations.desk.openBatch', { id: result.lote.id })}
            </Link>
          ) : (
            t('registrations.desk.batchNumber', { id: result.lote.id })
          )}
        </Fact>
      </Facts>
      <Button onClick={onAgain}>{t('registrations.desk.again')}</Button>
    </section>
  );
}
