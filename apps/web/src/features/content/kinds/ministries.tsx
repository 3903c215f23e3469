import { ministries } from '@congrega/contract/endpoints/ministries';
import { MinistryPanel } from '../components/ministry-panel.tsx';
import type { WebContentKind } from '../lib/content-kind.ts';

/** Ministries: cards with their cover; the detail shows the responsible person, social networks and projects. */
export const ministriesKind: WebContentKind = {
  key: 'ministries',
  path: '/ministries',
  endpoints: ministries,
  cardImage: true,
  actions: (item) => <MinistryPanel item={item} />,
};
