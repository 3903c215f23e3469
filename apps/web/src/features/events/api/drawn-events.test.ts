import type { TEventDetail, TEventList } from '@congrega/contract/events';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_ID, resetFirstPaintForTests } from '../../../lib/first-paint.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { EventsScope } from '../lib/events-scope.ts';
import { seedDrawnEvent } from './get-event.ts';
import { seedDrawnEvents } from './get-events.ts';
import { eventsKeys } from './events-keys.ts';

const visitor: EventsScope = { slug: 'videira', churchId: 7, userId: 0, ready: false };
const drawnAt = Date.now() - 1000;
const list = { eventos: [], total: 0, page: 1, limit: 20 } as TEventList;
const event = { id: 5, titulo: 'Conferência' } as TEventDetail;

function drawPage(data: object, churchId = 7) {
  const script = document.createElement('script');
  script.id = FIRST_PAINT_DATA_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ path: window.location.pathname, churchId, drawnAt, data });
  document.head.appendChild(script);
}

describe('the events screens the server drew', () => {
  afterEach(() => {
    document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
    resetFirstPaintForTests();
    queryClient.clear();
  });

  it("start a visitor's list and event from the drawn data, dated when drawn", () => {
    drawPage({ eventsList: list, eventDetail: event });
    seedDrawnEvents(visitor);
    seedDrawnEvent(visitor, 5);
    expect(queryClient.getQueryData(eventsKeys.list(visitor))).toEqual({ pages: [list], pageParams: [1] });
    expect(queryClient.getQueryState(eventsKeys.detail(visitor, 5))?.dataUpdatedAt).toBe(drawnAt);
    expect(queryClient.getQueryData(eventsKeys.detail(visitor, 5))).toEqual(event);
  });

  it("never start a member's screens, another event's or another church's from it", () => {
    drawPage({ eventsList: list, eventDetail: event });
    const member = { ...visitor, userId: 42 };
    seedDrawnEvents(member);
    seedDrawnEvent(member, 5);
    expect(queryClient.getQueryData(eventsKeys.list(member))).toBeUndefined();
    expect(queryClient.getQueryData(eventsKeys.detail(member, 5))).toBeUndefined();
    seedDrawnEvent(visitor, 6);
    expect(queryClient.getQueryData(eventsKeys.detail(visitor, 6))).toBeUndefined();

    document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
    resetFirstPaintForTests();
    drawPage({ eventsList: list }, 8);
    seedDrawnEvents(visitor);
    expect(queryClient.getQueryData(eventsKeys.list(visitor))).toBeUndefined();
  });
});
