/**
 * Pure rules of authoring events (event-authoring.ts; packages/contract/src/admin/events.ts): the map link derived
 * from the address, and what a purchase agrees to, whose change raises the event's `versao` (EVT_REG_023).
 */

/** A map search for the place's address, so the link always finds the address the page shows. */
export const mapSearchLink = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** The link of an event at `endereco` (none without an address). */
export const eventMapLink = (endereco: string | null) => (endereco ? mapSearchLink(endereco) : null);

interface RulesEvent {
  termos: string | null;
  metodosPagamento: string[];
  maxParcelas: number;
  diasPrazoDinheiro: number;
  flagRepassarTaxas: boolean;
  flagConvidado: boolean;
  dadosObrigatorios: string[];
}
interface RulesType {
  id: number;
  valor: number;
  taxa: number;
  inicioVendas: Date | null;
  fimVendas: Date | null;
  limitePorUsuario: number | null;
  flagAtivo: boolean;
  flagConteudoOnline: boolean;
}
interface RulesQuestion {
  id: number;
  ingressoId: number;
  texto: string;
  tipo: string;
  opcoes: string[];
  obrigatoria: boolean;
}

/**
 * What a buyer agrees to when they send `versaoEvento`: the terms, methods, installments, cash days, fees, guests,
 * required data, and per ticket type its price, fee, window, limit, state, content flag and questions. A new
 * quantity, a title or a description is not part of it (the buyer's order stays valid).
 */
export function purchaseRules(event: RulesEvent, types: RulesType[], questions: RulesQuestion[]): string {
  const time = (d: Date | null) => (d ? d.getTime() : null);
  return JSON.stringify({
    e: [
      event.termos,
      [...event.metodosPagamento].sort(),
      event.maxParcelas,
      event.diasPrazoDinheiro,
      event.flagRepassarTaxas,
      event.flagConvidado,
      [...event.dadosObrigatorios].sort(),
    ],
    t: [...types]
      .sort((a, b) => a.id - b.id)
      .map((t) => [t.id, t.valor, t.taxa, time(t.inicioVendas), time(t.fimVendas), t.limitePorUsuario, t.flagAtivo, t.flagConteudoOnline]),
    q: [...questions].sort((a, b) => a.id - b.id).map((q) => [q.id, q.ingressoId, q.texto, q.tipo, q.opcoes, q.obrigatoria]),
  });
}
