import { randomInt } from 'node:crypto';
import type { TRegistration, TRegistrationStatus, TTicket } from '@congrega/contract/events-purchase';
import { qrCodeSvg } from '../payments/sandbox/qr-image.ts';

/** Tickets and registrations as their owner sees them (contract events-purchase.ts). */

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Ticket code, the QR payload: "T" + 20 random Crockford characters (100 bits), never derived from ids. */
export function newTicketCode(): string {
  let code = 'T';
  for (let i = 0; i < 20; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface TicketViewRow {
  id: number;
  codigo: string;
  titular: string;
  respostas: { pergunta: string; resposta: string }[];
  ingressoId: number;
  tipoNome: string;
  flagConteudoOnline: boolean;
  status: string;
  pedido: string | null;
  criadoEm: Date;
}

/** The code and its QR are shown only once the registration is confirmed (an unpaid order has no valid ticket). */
export async function toTicket(row: TicketViewRow): Promise<TTicket> {
  const confirmed = row.status === 'confirmada';
  return {
    id: row.id,
    codigo: confirmed ? row.codigo : null,
    qrCode: confirmed ? svgDataUrl(await qrCodeSvg(row.codigo)) : null,
    titular: row.titular,
    tipo: { id: row.ingressoId, nome: row.tipoNome },
    status: row.status as TRegistrationStatus,
    flagConteudoOnline: row.flagConteudoOnline,
    respostas: row.respostas,
    pedido: row.pedido,
    dataCadastro: row.criadoEm.toISOString(),
  };
}

export async function toRegistration(
  reg: { id: number; status: string; moeda: string; valor: number; criadoEm: Date },
  evento: { id: number; titulo: string },
  tickets: TicketViewRow[],
): Promise<TRegistration> {
  return {
    id: reg.id,
    evento,
    status: reg.status as TRegistrationStatus,
    moeda: reg.moeda,
    valor: reg.valor,
    ingressos: await Promise.all(tickets.map(toTicket)),
    dataCadastro: reg.criadoEm.toISOString(),
  };
}
