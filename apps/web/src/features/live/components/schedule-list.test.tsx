import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLiveService } from '@congrega/contract/live';
import { ScheduleList } from './schedule-list.tsx';

const service = (id: number, titulo: string): TLiveService => ({
  id,
  titulo,
  descricao: null,
  tipo: 'semanal',
  diaSemana: 0,
  horario: '19:00',
  fusoHorario: 'America/Sao_Paulo',
  inicio: '2031-03-16T22:00:00.000Z',
  fim: '2031-03-16T23:30:00.000Z',
  aoVivo: false,
  fonte: { tipo: 'youtube', valor: 'abc' },
});

afterEach(cleanup);

describe('live schedule', () => {
  it('links each service’s add-to-calendar file, named for the service', () => {
    render(<ScheduleList services={[service(3, 'Culto de domingo'), service(4, 'Oração')]} />);
    const links = screen.getAllByRole('link', { name: 'schedule.addToCalendarOf' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/api/v1/culto/3/calendario.ics', '/api/v1/culto/4/calendario.ics']);
    expect(links[0]!.getAttribute('download')).toBe('culto-3.ics');
  });
});
