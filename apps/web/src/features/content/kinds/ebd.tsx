import { ebd } from '@congrega/contract/endpoints/ebd';
import { EbdPanel, EbdPeriod } from '../components/ebd-panel.tsx';
import type { WebContentKind } from '../lib/content-kind.ts';

/** Sunday school (MOD_EBD): quarters found by slug (or id, from a notification), each with its classes and lessons. */
export const ebdKind: WebContentKind = {
  key: 'ebds',
  path: '/ebds',
  endpoints: ebd,
  cardImage: true,
  bySlug: true,
  extra: (item) => <EbdPeriod item={item} />,
  actions: (item) => <EbdPanel item={item} />,
};
