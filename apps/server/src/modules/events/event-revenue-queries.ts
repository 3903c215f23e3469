import type { Tx } from '../../db/client.ts';
import { ticketRevenue } from './event-revenue.repository.ts';

/** The money console's event revenue of a year (issue 31), in the console's church transaction, as numbers. */
export type TicketRevenue = {
  eventoId: number;
  evento: string;
  ingressoId: number;
  ingresso: string;
  bilhetes: number;
  bruto: number;
  taxas: number;
  estornado: number;
};

export async function eventRevenueOfYear(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<TicketRevenue[]> {
  return (await ticketRevenue(tx, churchId, ano, timeZone)).map((r) => ({
    eventoId: Number(r.evento_id),
    evento: r.evento,
    ingressoId: Number(r.ingresso_id),
    ingresso: r.ingresso,
    bilhetes: Number(r.bilhetes),
    bruto: Number(r.bruto),
    taxas: Number(r.taxas),
    estornado: Number(r.estornado),
  }));
}
