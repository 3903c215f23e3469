import { describe, expect, it } from 'vitest';
import { testEvent, testTicketType } from '../test-event.ts';
import { applyAvailability } from './apply-availability.ts';

const at = (s: number) => `2030-01-01T10:00:0${s}.000000Z`;

describe('applyAvailability (a live frame into the cached event)', () => {
  it('applies the few left at once and caps the choice by them; an older frame changes nothing', () => {
    const seen = new Map<number, string>();
    const event = testEvent({ ingressos: [testTicketType({ restantes: 6, maxPorCompra: 4 })] });
    const first = applyAvailability(event, [{ id: 1, esgotado: false, restantes: 3, em: at(2) }], seen);
    expect(first.detail.ingressos[0]).toMatchObject({ restantes: 3, maxPorCompra: 3, status: 'disponivel' });
    expect(first.refetch).toBe(false);
    const late = applyAvailability(first.detail, [{ id: 1, esgotado: false, restantes: 5, em: at(1) }], seen);
    expect(late.detail.ingressos[0]!.restantes).toBe(3);
  });

  it('sells out a buyable type (and one at the viewer’s limit) and asks for the detail again; sales ended stays ended', () => {
    const event = testEvent({
      ingressos: [
        testTicketType({ restantes: 1, maxPorCompra: 1 }),
        testTicketType({ id: 2, status: 'limite_usuario', maxPorCompra: 0 }),
        testTicketType({ id: 3, status: 'expirado', maxPorCompra: 0 }),
      ],
    });
    const soldOut = (id: number) => ({ id, esgotado: true, restantes: 0, em: at(1) });
    const { detail, refetch } = applyAvailability(event, [soldOut(1), soldOut(2), soldOut(3)], new Map());
    expect(detail.ingressos.map((i) => [i.status, i.maxPorCompra])).toEqual([
      ['esgotado', 0],
      ['esgotado', 0],
      ['expirado', 0],
    ]);
    expect(refetch).toBe(true);
  });

  it('asks again when a sold-out type frees up or the viewer waits in its line; an offer of theirs stays as it is', () => {
    const free = { id: 1, esgotado: false, restantes: 1, em: at(1) };
    const soldOut = testEvent({ ingressos: [testTicketType({ status: 'esgotado', maxPorCompra: 0, restantes: 0 })] });
    expect(applyAvailability(soldOut, [free], new Map()).refetch).toBe(true);
    const waiting = testEvent({
      ingressos: [
        testTicketType({ status: 'esgotado', maxPorCompra: 0, listaEspera: { status: 'aguardando', posicao: 2, ofertaExpiraEm: null } }),
      ],
    });
    expect(applyAvailability(waiting, [{ ...free, esgotado: true, restantes: 0 }], new Map()).refetch).toBe(true);
    const offer = testTicketType({
      restantes: 1,
      maxPorCompra: 1,
      listaEspera: { status: 'oferta', posicao: null, ofertaExpiraEm: '2030-01-01T10:30:00Z' },
    });
    const held = applyAvailability(testEvent({ ingressos: [offer] }), [{ ...free, esgotado: true, restantes: 0 }], new Map());
    expect(held.detail.ingressos[0]).toEqual(offer);
    expect(held.refetch).toBe(false);
  });
});
