/**
 * The event purchase as plain data (spec section 3 "Event checkout state": event, tickets updated by position,
 * value), kept apart from React so the rules are tested as functions:
 * - quantities per ticket type, each kept within what may still be bought (stock left, the per-user limit);
 * - one holder per ticket, in ticket-type order ("ticket n of m"), with the holder's name and the answers to the
 *   type's questions; changing a quantity keeps what was typed for the tickets that stay;
 * - the terms agreement, asked on the review.
 * It never holds card data: the payment step's form keeps that.
 */
export interface PurchaseQuestion {
  id: number;
  required: boolean;
  /** Options of a choice question; empty for a text question. */
  options: readonly string[];
}

export interface PurchaseTicketType {
  id: number;
  /** Price and fees per ticket, cents. */
  price: number;
  fees: number;
  /** How many of this type may be bought now (0: unavailable: sold out, not on sale, user limit reached). */
  maxNow: number;
  questions: readonly PurchaseQuestion[];
}

export interface HolderDraft {
  ticketTypeId: number;
  name: string;
  /** By question id (as text: object keys). */
  answers: Record<string, string>;
}

export interface PurchaseDraft {
  eventId: number;
  /** By ticket type id (as text). */
  quantities: Record<string, number>;
  holders: HolderDraft[];
  termsAccepted: boolean;
}

export function emptyDraft(eventId: number): PurchaseDraft {
  return { eventId, quantities: {}, holders: [], termsAccepted: false };
}

export function quantityOf(draft: PurchaseDraft, typeId: number): number {
  return draft.quantities[String(typeId)] ?? 0;
}

export function ticketCount(draft: PurchaseDraft): number {
  return Object.values(draft.quantities).reduce((sum, n) => sum + n, 0);
}

/**
 * The holders the quantities call for, in the order of `types`: the k-th ticket of a type keeps the holder typed
 * for the k-th ticket of that type before (so lowering a quantity drops only the last ones).
 */
function syncHolders(
  holders: readonly HolderDraft[],
  quantities: Record<string, number>,
  types: readonly PurchaseTicketType[],
): HolderDraft[] {
  const result: HolderDraft[] = [];
  for (const type of types) {
    const previous = holders.filter((h) => h.ticketTypeId === type.id);
    for (let k = 0; k < (quantities[String(type.id)] ?? 0); k++) {
      result.push(previous[k] ?? { ticketTypeId: type.id, name: '', answers: {} });
    }
  }
  return result;
}

/** Sets one type's quantity, within 0 and what may be bought now. */
export function setQuantity(draft: PurchaseDraft, types: readonly PurchaseTicketType[], typeId: number, wanted: number): PurchaseDraft {
  const type = types.find((t) => t.id === typeId);
  const quantity = Math.max(0, Math.min(Math.floor(wanted) || 0, type?.maxNow ?? 0));
  const quantities = { ...draft.quantities };
  if (quantity > 0) quantities[String(typeId)] = quantity;
  else delete quantities[String(typeId)];
  return { ...draft, quantities, holders: syncHolders(draft.holders, quantities, types) };
}

/**
 * The draft against the event as it is now (after a reload or a server answer that the rules changed): types no
 * longer offered are dropped, quantities are cut to what may be bought now, answers to removed questions or
 * options are dropped. Returns the same object when nothing changed.
 */
export function fitDraft(draft: PurchaseDraft, types: readonly PurchaseTicketType[]): PurchaseDraft {
  const quantities: Record<string, number> = {};
  for (const type of types) {
    const n = Math.min(quantityOf(draft, type.id), type.maxNow);
    if (n > 0) quantities[String(type.id)] = n;
  }
  const holders = syncHolders(draft.holders, quantities, types).map((holder) => {
    const type = types.find((t) => t.id === holder.ticketTypeId)!;
    const answers: Record<string, string> = {};
    for (const question of type.questions) {
      const value = holder.answers[String(question.id)];
      if (value !== undefined && (question.options.length === 0 || question.options.includes(value))) answers[String(question.id)] = value;
    }
    return Object.keys(answers).length === Object.keys(holder.answers).length ? holder : { ...holder, answers };
  });
  const same =
    JSON.stringify(quantities) === JSON.stringify(draft.quantities) &&
    holders.length === draft.holders.length &&
    holders.every((h, i) => h === draft.holders[i]);
  return same ? draft : { ...draft, quantities, holders };
}

export function setHolder(draft: PurchaseDraft, index: number, holder: HolderDraft): PurchaseDraft {
  return { ...draft, holders: draft.holders.map((h, i) => (i === index ? holder : h)) };
}

/** What is missing on a holder: 'name' and the ids of required questions left blank. */
export function holderProblems(holder: HolderDraft, type: PurchaseTicketType | undefined): string[] {
  const problems: string[] = [];
  if (!holder.name.trim()) problems.push('name');
  for (const question of type?.questions ?? []) {
    if (question.required && !(holder.answers[String(question.id)] ?? '').trim()) problems.push(String(question.id));
  }
  return problems;
}

/** Index of the first holder with something missing, or -1 when all are complete. */
export function firstIncompleteHolder(draft: PurchaseDraft, types: readonly PurchaseTicketType[]): number {
  return draft.holders.findIndex(
    (h) =>
      holderProblems(
        h,
        types.find((t) => t.id === h.ticketTypeId),
      ).length > 0,
  );
}

export interface PurchaseTotals {
  value: number;
  fees: number;
  total: number;
}

/** The value shown before paying; the server recomputes it (EVT_REG_014 when it differs). */
export function purchaseTotals(draft: PurchaseDraft, types: readonly PurchaseTicketType[]): PurchaseTotals {
  let value = 0;
  let fees = 0;
  for (const type of types) {
    const n = quantityOf(draft, type.id);
    value += n * type.price;
    fees += n * type.fees;
  }
  return { value, fees, total: value + fees };
}

/** Reads a draft back from storage; anything malformed gives null (the purchase starts over). */
export function reviveDraft(raw: unknown): PurchaseDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  if (typeof v.eventId !== 'number' || !v.quantities || typeof v.quantities !== 'object' || !Array.isArray(v.holders)) return null;
  const quantities: Record<string, number> = {};
  for (const [id, n] of Object.entries(v.quantities as Record<string, unknown>)) {
    if (/^\d+$/.test(id) && typeof n === 'number' && Number.isInteger(n) && n > 0) quantities[id] = n;
  }
  const holders: HolderDraft[] = [];
  for (const h of v.holders as unknown[]) {
    if (!h || typeof h !== 'object') return null;
    const { ticketTypeId, name, answers } = h as Record<string, unknown>;
    if (typeof ticketTypeId !== 'number' || typeof name !== 'string') return null;
    const clean: Record<string, string> = {};
    if (answers && typeof answers === 'object') {
      for (const [id, text] of Object.entries(answers as Record<string, unknown>)) if (typeof text === 'string') clean[id] = text;
    }
    holders.push({ ticketTypeId, name, answers: clean });
  }
  return { eventId: v.eventId, quantities, holders, termsAccepted: v.termsAccepted === true };
}
