import { adminPersonalData } from '../admin/admin.personal-data.repository.ts';
import { chatPersonalData } from '../chat/chat.personal-data.repository.ts';
import { eventsPersonalData } from '../events/events.personal-data.repository.ts';
import { givingPersonalData } from '../giving/giving.personal-data.repository.ts';
import { guestGiftsPersonalData } from '../giving/guest-gifts.personal-data.repository.ts';
import { groupsPersonalData } from '../groups/groups.personal-data.repository.ts';
import { addressesPersonalData, childrenPersonalData } from '../household/household.personal-data.repository.ts';
import { memberCardPersonalData } from '../member-card/member-card.personal-data.repository.ts';
import { notesPersonalData } from '../notes/notes.personal-data.repository.ts';
import { notificationsPersonalData } from '../notifications/notifications.personal-data.repository.ts';
import { playPersonalData } from '../play/play.personal-data.repository.ts';
import { paymentsPersonalData } from '../payments/payments.personal-data.repository.ts';
import { prayerPersonalData } from '../prayer/prayer.personal-data.repository.ts';
import { readingPlansPersonalData } from '../reading-plans/reading-plans.personal-data.repository.ts';
import { accountPersonalData } from './accounts.personal-data.repository.ts';
import type { PersonalDataHandler } from './personal-data.ts';

/**
 * Every module's personal data handler, in erasure order (the client account last: the others still find it).
 * A new feature that stores rows about a member (events, groups, chat...) adds its handler here; the schema walk
 * in personal-data-registry.test.ts fails until it does.
 */
export const PERSONAL_DATA_HANDLERS: readonly PersonalDataHandler[] = [
  prayerPersonalData,
  notesPersonalData,
  chatPersonalData,
  childrenPersonalData,
  addressesPersonalData,
  memberCardPersonalData,
  notificationsPersonalData,
  eventsPersonalData,
  groupsPersonalData,
  readingPlansPersonalData,
  givingPersonalData,
  guestGiftsPersonalData,
  playPersonalData,
  paymentsPersonalData,
  adminPersonalData,
  accountPersonalData,
];
