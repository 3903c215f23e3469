import { describe, expect, it } from 'vitest';
import { isRoute, notificationAction, notificationPath, ROUTE_TYPES } from './is-route.ts';

const make = (tipo: string, igreja = 'VIDEIRA', id: number | null = 7) => ({
  tipo: { codigo: tipo },
  igreja: { codigo: igreja },
  idEntidadeRelacionada: id,
});

describe('notification isRoute', () => {
  it('is true for the same church and one of the five types', () => {
    for (const tipo of ROUTE_TYPES) expect(isRoute(make(tipo), 'VIDEIRA')).toBe(true);
  });

  it('is false for another church or another type', () => {
    expect(isRoute(make('EVENTO', 'GRACE'), 'VIDEIRA')).toBe(false);
    expect(isRoute(make('AVISO'), 'VIDEIRA')).toBe(false);
    expect(isRoute(make('evento'), 'VIDEIRA')).toBe(false);
  });

  it('maps each type to its screen', () => {
    expect(notificationPath(make('CULTO'))).toBe('/live');
    expect(notificationPath(make('EVENTO'))).toBe('/event/7');
    expect(notificationPath(make('EVENTO', 'VIDEIRA', null))).toBe('/event');
    expect(notificationPath(make('EBD'))).toBe('/ebds/7');
    expect(notificationPath(make('EBD', 'VIDEIRA', null))).toBe('/ebds');
    expect(notificationPath(make('NOTICIA'))).toBe('/news/7');
    expect(notificationPath(make('DEVOCIONAL'))).toBe('/devotionals/7');
    expect(notificationPath(make('AVISO'))).toBeUndefined();
  });

  it('switches church first for another church, and does nothing for types without a screen', () => {
    expect(notificationAction(make('NOTICIA'), 'VIDEIRA')).toEqual({ kind: 'navigate', path: '/news/7' });
    expect(notificationAction(make('NOTICIA', 'GRACE'), 'VIDEIRA')).toEqual({
      kind: 'switch-church',
      churchCodigo: 'GRACE',
      path: '/news/7',
    });
    expect(notificationAction(make('AVISO', 'GRACE'), 'VIDEIRA')).toEqual({ kind: 'none' });
  });

  it('opens the app path staff gave a notification sent by hand, never another site', () => {
    const manual = (rota: string | null, igreja = 'VIDEIRA') => ({ ...make('AVISO', igreja, null), rota });
    expect(notificationAction(manual('/event/12'), 'VIDEIRA')).toEqual({ kind: 'navigate', path: '/event/12' });
    expect(notificationAction(manual('/news', 'GRACE'), 'VIDEIRA')).toEqual({
      kind: 'switch-church',
      churchCodigo: 'GRACE',
      path: '/news',
    });
    expect(notificationAction(manual('//evil.example/'), 'VIDEIRA')).toEqual({ kind: 'none' });
    expect(notificationAction(manual('https://evil.example/'), 'VIDEIRA')).toEqual({ kind: 'none' });
    expect(notificationAction(manual(null), 'VIDEIRA')).toEqual({ kind: 'none' });
  });
});
