import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EbdPanel } from './ebd-panel.tsx';

const lesson = (numero: number, data: string, textoBiblico: string | null = null) => ({
  id: 100 + numero,
  numero,
  data,
  titulo: `Lesson ${numero}`,
  textoBiblico,
  conteudo: `<p>Text of lesson ${numero}</p>`,
});
const quarter = {
  id: 1,
  titulo: 'Walking with Jesus',
  turmas: [{ id: 1, nome: 'Adults', faixaEtaria: '18+', professor: 'John', sala: 'Hall', horario: '9:30' }],
  // Out of order on purpose: the choice goes by date.
  licoes: [lesson(3, '2026-11-29', 'John 15:5'), lesson(1, '2026-11-15'), lesson(2, '2026-11-22'), lesson(4, '2026-12-06')],
};

const show = () =>
  render(
    <MemoryRouter>
      <EbdPanel item={quarter as never} />
    </MemoryRouter>,
  );

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('EbdPanel', () => {
  it("marks and opens the coming Sunday's lesson on a weekday, its key text linked into the Bible reader", () => {
    vi.setSystemTime(new Date(2026, 10, 25, 20, 0));
    show();
    const current = document.querySelector('[aria-current="date"]') as HTMLElement;
    expect(within(current).getByText('Lesson 3')).toBeTruthy();
    expect(within(current).getByText('ebds.thisWeek')).toBeTruthy();
    expect(current.querySelector('details')!.open).toBe(true);
    expect(within(current).getByRole('link', { name: 'John 15:5' }).getAttribute('href')).toBe('/bible?book=JHN&chapter=15&verse=5');
    expect(document.querySelectorAll('details[open]')).toHaveLength(1);
    expect(screen.getByText('Adults')).toBeTruthy();
  });

  it("marks today's lesson on a Sunday, and none once the quarter is over", () => {
    vi.setSystemTime(new Date(2026, 10, 22, 8, 0));
    show();
    expect(within(document.querySelector('[aria-current="date"]') as HTMLElement).getByText('Lesson 2')).toBeTruthy();
    cleanup();
    vi.setSystemTime(new Date(2026, 11, 7, 8, 0));
    show();
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(screen.queryByText('ebds.thisWeek')).toBeNull();
  });
});
