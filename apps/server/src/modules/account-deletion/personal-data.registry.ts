import { adminPersonalData, offeringsPersonalData, receiptsPersonalData } from '../admin/admin.public.ts';
import { chatPersonalData } from '../chat/chat.public.ts';
import { ministriesPersonalData } from '../content/content.public.ts';
import { eventsPersonalData, waitlistPersonalData } from '../events/events.public.ts';
import { givingPersonalData, guestGiftsPersonalData } from '../giving/giving.public.ts';
import { groupsPersonalData, meetingsPersonalData } from '../groups/groups.public.ts';
import { addressesPersonalData, childrenPersonalData } from '../household/household.public.ts';
import { memberCardPersonalData } from '../member-card/member-card.public.ts';
import { notesPersonalData } from '../notes/notes.public.ts';
import { notificationsPersonalData, pushPersonalData } from '../notifications/notifications.public.ts';
import { playPersonalData } from '../play/play.public.ts';
import { paymentsPersonalData } from '../payments/payments.public.ts';
import { prayerCarePersonalData, prayerPersonalData } from '../prayer/prayer.public.ts';
import { readingPlansPersonalData } from '../reading-plans/reading-plans.public.ts';
import { accountPersonalData } from './accounts.personal-data.repository.ts';
import type { PersonalDataHandler } from '../../core/personal-data.ts';

/**
 * Every module's personal data handler, in erasure order (the client account last: the others still find it).
 * A new feature that stores rows about a member (events, groups, chat...) adds its handler here; the schema walk
 * in personal-data-registry.test.ts fails until it does.
 */
export const PERSONAL_DATA_HANDLERS: readonly PersonalDataHandler[] = [
  prayerPersonalData,
  prayerCarePersonalData,
  notesPersonalData,
  chatPersonalData,
  childrenPersonalData,
  addressesPersonalData,
  memberCardPersonalData,
  pushPersonalData,
  notificationsPersonalData,
  eventsPersonalData,
  waitlistPersonalData,
  groupsPersonalData,
  meetingsPersonalData,
  readingPlansPersonalData,
  givingPersonalData,
  guestGiftsPersonalData,
  ministriesPersonalData,
  playPersonalData,
  paymentsPersonalData,
  offeringsPersonalData,
  receiptsPersonalData,
  adminPersonalData,
  accountPersonalData,
];
