import type { THolderAnswer } from '@congrega/contract/events';
import { randomInt } from 'node:crypto';
import type { TRegistration, TRegistrationStatus, TTicket } from '@congrega/contract/events-purchase';
import { qrCodeSvg } from '../../lib/qr-image.ts';

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
  respostas: THolderAnswer[];
  ingressoId: number;
  tipoNome: string;
  flagConteudoOnline: boolean;
  status: string;
  pedido: string | null;
  criadoEm: Date;
}

/** The QR code image of a ticket code (SVG data URL). */
export async function ticketQrCode(codigo: string): Promise<string> {
  return svgDataUrl(await qrCodeSvg(codigo));
}

/**
 * The code and its QR are shown only once the registration is confirmed (an unpaid order has no valid ticket).
 * `qr: false` leaves the image out (the purchase stores its answer without it and adds it after the commit).
 */
export async function toTicket(row: TicketViewRow, qr = true): Promise<TTicket> {
  const confirmed = row.status === 'confirmada';
  return {
    id: row.id,
    codigo: confirmed ? row.codigo : null,
    qrCode: confirmed && qr ? await ticketQrCode(row.codigo) : null,
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
  qr = true,
): Promise<TRegistration> {
  return {
    id: reg.id,
    evento,
    status: reg.status as TRegistrationStatus,
    moeda: reg.moeda,
    valor: reg.valor,
    ingressos: await Promise.all(tickets.map((t) => toTicket(t, qr))),
    dataCadastro: reg.criadoEm.toISOString(),
  };
}

/** Adds the QR images of a registration's confirmed tickets (left out while the purchase held its locks). */
export async function withQrCodes(reg: TRegistration): Promise<TRegistration> {
  const ingressos = await Promise.all(reg.ingressos.map(async (t) => ({ ...t, qrCode: t.codigo ? await ticketQrCode(t.codigo) : null })));
  return { ...reg, ingressos };
}
