import type { TMeetingDetail } from '@congrega/contract/groups';
import { describe, expect, it } from 'vitest';
import { ZMeetingForm, meetingBody, meetingValues } from './meeting-form.ts';

const meeting: TMeetingDetail = {
  id: 7,
  idCelula: 3,
  dataInicio: '2026-03-04T22:30:00.000Z',
  dataFim: '2026-03-05T00:00:00.000Z',
  tema: 'Fé',
  estudo: { id: 2, titulo: 'Estudo' },
  presentes: 1,
  visitantes: 2,
  observacao: null,
  celula: 'Célula A',
  nomesVisitantes: ['Carlos', 'Joana'],
  presencas: [
    { usuarioId: 10, nome: 'Ana', presente: true },
    { usuarioId: 11, nome: 'Bia', presente: false },
  ],
  editavel: true,
};

describe('a recorded meeting in the form', () => {
  it('shows it on the church clock and sends it back unchanged', () => {
    const values = meetingValues(meeting, 'America/Sao_Paulo');
    expect(values).toMatchObject({ data: '2026-03-04', inicio: '19:30', fim: '21:00', idEstudo: '2', presentes: ['10'] });
    const body = meetingBody(ZMeetingForm.parse(values), 'America/Sao_Paulo');
    expect(body).toEqual({
      dataInicio: meeting.dataInicio,
      dataFim: meeting.dataFim,
      idEstudo: 2,
      tema: 'Fé',
      observacao: undefined,
      presentes: [10],
      visitantes: 2,
      nomesVisitantes: ['Carlos', 'Joana'],
    });
  });
});
