import { ZAdminEventBody, type TAdminEvent, type TAdminEventInput, type TAdminTicketType } from '@congrega/contract/admin/events';
import type { THolderQuestionType } from '@congrega/contract/events';
import { z } from 'zod';
import { amountText, parseAmount } from '../../../lib/amount.ts';
import { fromWallClock, toWallClock } from '../../lib/wall-clock.ts';

/**
 * The event editor's inputs <-> the contract's body (ZAdminEventBody). Inputs are strings where the body has numbers
 * or instants: dates are `datetime-local` wall clocks on the church's clock (lib/wall-clock.ts), prices and fees are
 * amounts typed in the console's language ("12,50", "1.234,56" or "12.50"), a choice's options one per line. The
 * form's field names are the body's paths (`ingressos.0.perguntas.1.opcoes`), so the server's 400 `fields` land on
 * their inputs. The form validates with the contract's own schema on the body it will send; an amount that is not
 * one says `validation.price` on its input.
 */
export interface QuestionValues {
  id?: number;
  texto: string;
  tipo: THolderQuestionType;
  /** An `escolha`'s options, one per line. */
  opcoes: string;
  obrigatoria: boolean;
}

export interface TicketTypeValues {
  id?: number;
  /** Shown, not sent: a type with tickets can be switched off, not removed; its quantity not below what is taken. */
  comVendas: boolean;
  vendidos: number;
  nome: string;
  descricao: string;
  valor: string;
  taxa: string;
  quantidade: string;
  inicioVendas: string;
  fimVendas: string;
  limitePorUsuario: string;
  flagConteudoOnline: boolean;
  flagAtivo: boolean;
  perguntas: QuestionValues[];
}

export interface EventFormValues {
  titulo: string;
  resumo: string;
  descricao: string;
  imagem: string;
  dataInicio: string;
  dataFim: string;
  horario: string;
  localNome: string;
  localCidade: string;
  localEndereco: string;
  contatoNome: string;
  contatoEmail: string;
  contatoTelefone: string;
  termos: string;
  metodosPagamento: string[];
  maxParcelas: string;
  diasPrazoDinheiro: string;
  flagRepassarTaxas: boolean;
  flagConvidado: boolean;
  dadosObrigatorios: string[];
  ingressos: TicketTypeValues[];
}

export const emptyQuestion = (): QuestionValues => ({ texto: '', tipo: 'texto', opcoes: '', obrigatoria: false });

export const emptyTicketType = (): TicketTypeValues => ({
  comVendas: false,
  vendidos: 0,
  nome: '',
  descricao: '',
  valor: '',
  taxa: '',
  quantidade: '',
  inicioVendas: '',
  fimVendas: '',
  limitePorUsuario: '',
  flagConteudoOnline: false,
  flagAtivo: true,
  perguntas: [],
});

const typeValues = (t: TAdminTicketType, zone: string, lang: string): TicketTypeValues => ({
  id: t.id,
  comVendas: t.comVendas,
  vendidos: t.vendidos + t.reservados,
  nome: t.nome,
  descricao: t.descricao ?? '',
  valor: amountText(t.valor, lang),
  taxa: t.taxa ? amountText(t.taxa, lang) : '',
  quantidade: String(t.quantidade),
  inicioVendas: toWallClock(t.inicioVendas, zone),
  fimVendas: toWallClock(t.fimVendas, zone),
  limitePorUsuario: t.limitePorUsuario === null ? '' : String(t.limitePorUsuario),
  flagConteudoOnline: t.flagConteudoOnline,
  flagAtivo: t.flagAtivo,
  perguntas: t.perguntas.map((q) => ({ id: q.id, texto: q.texto, tipo: q.tipo, opcoes: q.opcoes.join('\n'), obrigatoria: q.obrigatoria })),
});

/** The form's values of an event (none: a new one, card and Pix offered, cash due in 3 days). */
export function eventFormValues(event: TAdminEvent | undefined, zone: string, lang: string): EventFormValues {
  return {
    titulo: event?.titulo ?? '',
    resumo: event?.resumo ?? '',
    descricao: event?.descricao ?? '',
    imagem: event?.imagem ?? '',
    dataInicio: toWallClock(event?.dataInicio ?? null, zone),
    dataFim: toWallClock(event?.dataFim ?? null, zone),
    horario: event?.horario ?? '',
    localNome: event?.localNome ?? '',
    localCidade: event?.localCidade ?? '',
    localEndereco: event?.localEndereco ?? '',
    contatoNome: event?.contatoNome ?? '',
    contatoEmail: event?.contatoEmail ?? '',
    contatoTelefone: event?.contatoTelefone ?? '',
    termos: event?.termos ?? '',
    metodosPagamento: event ? [...event.metodosPagamento] : ['cartao_credito', 'pix'],
    maxParcelas: String(event?.maxParcelas ?? 1),
    diasPrazoDinheiro: String(event?.diasPrazoDinheiro ?? 3),
    flagRepassarTaxas: event?.flagRepassarTaxas ?? false,
    flagConvidado: event?.flagConvidado ?? false,
    dadosObrigatorios: event ? [...event.dadosObrigatorios] : [],
    ingressos: event ? event.ingressos.map((t) => typeValues(t, zone, lang)) : [emptyTicketType()],
  };
}

/** A whole number typed (blank: `blank`); anything else left as typed so the contract refuses it on its field. */
const count = (text: string, blank: number | null | undefined) => (text.trim() ? (/^\d+$/.test(text.trim()) ? Number(text) : text) : blank);
/** An amount typed -> cents (blank: `blank`); a text that is no amount is NaN (refused, and reported as one). */
const cents = (text: string, blank: number | undefined) => {
  const value = parseAmount(text);
  return value === null ? blank : (value ?? Number.NaN);
};
const blankNull = (text: string) => (text.trim() ? text : null);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The body the form sends (optional texts blank: null, as the contract takes them). */
export function eventBody(v: EventFormValues, zone: string): Record<string, unknown> {
  return {
    titulo: v.titulo,
    resumo: v.resumo,
    descricao: v.descricao,
    imagem: blankNull(v.imagem),
    dataInicio: fromWallClock(v.dataInicio, zone) ?? undefined,
    dataFim: fromWallClock(v.dataFim, zone) ?? undefined,
    horario: v.horario,
    localNome: v.localNome,
    localCidade: v.localCidade,
    localEndereco: v.localEndereco,
    contatoNome: v.contatoNome,
    contatoEmail: blankNull(v.contatoEmail),
    contatoTelefone: blankNull(v.contatoTelefone),
    termos: v.termos,
    metodosPagamento: v.metodosPagamento,
    maxParcelas: count(v.maxParcelas, undefined),
    diasPrazoDinheiro: count(v.diasPrazoDinheiro, undefined),
    flagRepassarTaxas: v.flagRepassarTaxas,
    flagConvidado: v.flagConvidado,
    dadosObrigatorios: v.dadosObrigatorios,
    ingressos: v.ingressos.map((t) => ({
      ...(t.id ? { id: t.id } : {}),
      nome: t.nome,
      descricao: t.descricao,
      valor: cents(t.valor, undefined),
      taxa: cents(t.taxa, 0),
      quantidade: count(t.quantidade, undefined),
      inicioVendas: fromWallClock(t.inicioVendas, zone),
      fimVendas: fromWallClock(t.fimVendas, zone),
      limitePorUsuario: count(t.limitePorUsuario, null),
      flagConteudoOnline: t.flagConteudoOnline,
      flagAtivo: t.flagAtivo,
      perguntas: t.perguntas.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        texto: q.texto,
        tipo: q.tipo,
        opcoes: q.tipo === 'escolha' ? lines(q.opcoes) : [],
        obrigatoria: q.obrigatoria,
      })),
    })),
  };
}

const VALUE_LISTS = new Set(['metodosPagamento', 'dadosObrigatorios', 'opcoes']);

/**
 * The form's schema: the contract's ZAdminEventBody on the body the inputs make, every issue on its input (an
 * amount that is not one first, as `validation.price`), so the form refuses exactly what the server would.
 */
export function eventFormSchema(zone: string) {
  return z.unknown().transform((raw, ctx) => {
    const values = raw as EventFormValues;
    for (const key of ['dataInicio', 'dataFim'] as const)
      if (!values[key].trim()) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' });
    values.ingressos.forEach((t, i) => {
      for (const key of ['valor', 'taxa'] as const) {
        const typed = parseAmount(t[key]);
        if (typed === undefined) ctx.addIssue({ code: 'custom', path: ['ingressos', i, key], message: 'validation.price' });
        else if (typed === null && key === 'valor')
          ctx.addIssue({ code: 'custom', path: ['ingressos', i, key], message: 'validation.required' });
      }
    });
    const parsed = ZAdminEventBody.safeParse(eventBody(values, zone));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      // An item of a list of values (an option, a method) is shown on its list's input.
      const onList = typeof issue.path.at(-1) === 'number' && VALUE_LISTS.has(String(issue.path.at(-2)));
      ctx.addIssue({ ...issue, path: onList ? issue.path.slice(0, -1) : issue.path } as z.core.$ZodRawIssue);
    }
    return z.NEVER;
  }) as unknown as z.ZodType<TAdminEventInput, EventFormValues>;
}

/** The form's field for a server error path: list items' errors on their list, the type list's own above the form. */
export function eventFieldOf(path: string): string | false {
  const field = path.replace(/^(metodosPagamento|dadosObrigatorios)\.\d+$/, '$1').replace(/(\.opcoes)\.\d+$/, '$1');
  if (/^ingressos(\.\d+)?$/.test(field) || /^ingressos\.\d+\.perguntas(\.\d+)?$/.test(field)) return false;
  return field;
}
