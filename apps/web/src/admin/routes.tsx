import type { RouteObject } from 'react-router';
import { ConsoleLayout } from './shell/console-layout.tsx';
import { LanguageRoot } from './shell/language-root.tsx';
import { NotFound, NotFoundContent } from './screens/not-found.tsx';

/**
 * The console's routes: `/{lang}` (log in, then the first church) and `/{lang}/{church}/...` (the shell and its
 * areas, each a lazy chunk). The areas listed here are those of lib/console-areas.ts plus the staff member's own
 * security screen.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: '/:lang',
    element: <LanguageRoot />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./screens/login.tsx')).LoginScreen }) },
      {
        path: ':church',
        element: <ConsoleLayout />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./screens/dashboard.tsx')).DashboardScreen }) },
          { path: 'people', lazy: async () => ({ Component: (await import('./areas/people/people-screen.tsx')).PeopleScreen }) },
          {
            path: 'people/duplicates',
            lazy: async () => ({ Component: (await import('./areas/people/duplicates-screen.tsx')).DuplicatesScreen }),
          },
          {
            path: 'people/:id/merge/:duplicado',
            lazy: async () => ({ Component: (await import('./areas/people/merge-screen.tsx')).MergeScreen }),
          },
          { path: 'people/:id', lazy: async () => ({ Component: (await import('./areas/people/person-screen.tsx')).PersonScreen }) },
          { path: 'payments', lazy: async () => ({ Component: (await import('./areas/finance/payments-screen.tsx')).PaymentsScreen }) },
          { path: 'payments/:id', lazy: async () => ({ Component: (await import('./areas/finance/payment-screen.tsx')).PaymentScreen }) },
          {
            path: 'recurring',
            lazy: async () => ({ Component: (await import('./areas/finance/recurring-gifts-screen.tsx')).RecurringGiftsScreen }),
          },
          {
            path: 'recurring/:id',
            lazy: async () => ({ Component: (await import('./areas/finance/recurring-gift-screen.tsx')).RecurringGiftScreen }),
          },
          {
            path: 'offerings',
            lazy: async () => ({ Component: (await import('./areas/offerings/offerings-screen.tsx')).OfferingsScreen }),
          },
          { path: 'offerings/:id', lazy: async () => ({ Component: (await import('./areas/offerings/batch-screen.tsx')).BatchScreen }) },
          {
            path: 'play',
            lazy: async () => ({ Component: (await import('./areas/finance/play-subscriptions-screen.tsx')).PlaySubscriptionsScreen }),
          },
          {
            path: 'webhooks',
            lazy: async () => ({ Component: (await import('./areas/finance/unknown-webhooks-screen.tsx')).UnknownWebhooksScreen }),
          },
          { path: 'receipts', lazy: async () => ({ Component: (await import('./areas/finance/receipts-screen.tsx')).ReceiptsScreen }) },
          { path: 'reports', lazy: async () => ({ Component: (await import('./areas/finance/reports-screen.tsx')).ReportsScreen }) },
          {
            path: 'payment-methods',
            lazy: async () => ({ Component: (await import('./areas/finance/payment-methods-screen.tsx')).PaymentMethodsScreen }),
          },
          { path: 'events', lazy: async () => ({ Component: (await import('./areas/events/events-screen.tsx')).EventsScreen }) },
          {
            path: 'events/new',
            lazy: async () => ({ Component: (await import('./areas/events/event-editor-screen.tsx')).EventNewScreen }),
          },
          {
            path: 'events/:eventId/edit',
            lazy: async () => ({ Component: (await import('./areas/events/event-editor-screen.tsx')).EventEditScreen }),
          },
          { path: 'podcasts', lazy: async () => ({ Component: (await import('./areas/podcasts/podcasts-screen.tsx')).PodcastsScreen }) },
          {
            path: 'podcasts/:podcastId',
            lazy: async () => ({ Component: (await import('./areas/podcasts/podcast-screen.tsx')).PodcastScreen }),
          },
          {
            path: 'events/:eventId/contents',
            lazy: async () => ({ Component: (await import('./areas/events/event-contents-screen.tsx')).EventContentsScreen }),
          },
          {
            path: 'events/:eventId/registrations',
            lazy: async () => ({ Component: (await import('./areas/events/registrations-screen.tsx')).RegistrationsScreen }),
          },
          {
            path: 'events/:eventId/registrations/desk',
            lazy: async () => ({ Component: (await import('./areas/events/desk-sale-screen.tsx')).DeskSaleScreen }),
          },
          {
            path: 'events/:eventId/registrations/:id',
            lazy: async () => ({ Component: (await import('./areas/events/registration-screen.tsx')).RegistrationScreen }),
          },
          {
            path: 'content',
            lazy: async () => ({ Component: (await import('./areas/content/content-list-screen.tsx')).ContentListScreen }),
          },
          {
            path: 'content/:kind',
            lazy: async () => ({ Component: (await import('./areas/content/content-list-screen.tsx')).ContentListScreen }),
          },
          {
            path: 'content/publications/types',
            lazy: async () => ({ Component: (await import('./areas/content/publication-types-screen.tsx')).PublicationTypesScreen }),
          },
          {
            path: 'content/:kind/:id',
            lazy: async () => ({ Component: (await import('./areas/content/content-editor-screen.tsx')).ContentEditorScreen }),
          },
          { path: 'door', lazy: async () => ({ Component: (await import('./areas/door/door-screen.tsx')).DoorScreen }) },
          {
            path: 'door/:eventId',
            lazy: async () => ({ Component: (await import('./areas/door/door-event-screen.tsx')).DoorEventScreen }),
          },
          { path: 'media', lazy: async () => ({ Component: (await import('./areas/media/media-screen.tsx')).MediaScreen }) },
          {
            path: 'play-catalogue',
            lazy: async () => ({ Component: (await import('./areas/play/play-contents-screen.tsx')).PlayContentsScreen }),
          },
          {
            path: 'play-catalogue/collections',
            lazy: async () => ({ Component: (await import('./areas/play/play-collections-screen.tsx')).PlayCollectionsScreen }),
          },
          {
            path: 'play-catalogue/plans',
            lazy: async () => ({ Component: (await import('./areas/play/play-plans-screen.tsx')).PlayPlansScreen }),
          },
          {
            path: 'play-catalogue/preview',
            lazy: async () => ({ Component: (await import('./areas/play/play-preview-screen.tsx')).PlayPreviewScreen }),
          },
          { path: 'songs', lazy: async () => ({ Component: (await import('./areas/songs/songs-screen.tsx')).SongsScreen }) },
          { path: 'songs/:songId', lazy: async () => ({ Component: (await import('./areas/songs/song-screen.tsx')).SongScreen }) },
          {
            path: 'notifications',
            lazy: async () => ({ Component: (await import('./areas/notifications/notifications-screen.tsx')).NotificationsScreen }),
          },
          {
            path: 'reading-plans',
            lazy: async () => ({ Component: (await import('./areas/reading-plans/plans-screen.tsx')).PlansScreen }),
          },
          {
            path: 'reading-plans/:planId',
            lazy: async () => ({ Component: (await import('./areas/reading-plans/plan-screen.tsx')).PlanScreen }),
          },
          { path: 'prayer', lazy: async () => ({ Component: (await import('./areas/prayer/prayer-screen.tsx')).PrayerScreen }) },
          { path: 'services', lazy: async () => ({ Component: (await import('./areas/services/services-screen.tsx')).ServicesScreen }) },
          {
            path: 'services/:serviceId',
            lazy: async () => ({ Component: (await import('./areas/services/service-screen.tsx')).ServiceScreen }),
          },
          { path: 'care', lazy: async () => ({ Component: (await import('./areas/care/care-screen.tsx')).CareScreen }) },
          { path: 'care/:id', lazy: async () => ({ Component: (await import('./areas/care/care-item-screen.tsx')).CareItemScreen }) },
          { path: 'cells', lazy: async () => ({ Component: (await import('./areas/cells/cells-screen.tsx')).CellsScreen }) },
          {
            path: 'cells/requests',
            lazy: async () => ({ Component: (await import('./areas/cells/cell-requests-screen.tsx')).CellRequestsScreen }),
          },
          { path: 'cells/studies', lazy: async () => ({ Component: (await import('./areas/cells/studies-screen.tsx')).StudiesScreen }) },
          { path: 'cells/:cellId', lazy: async () => ({ Component: (await import('./areas/cells/cell-screen.tsx')).CellScreen }) },
          { path: 'settings', lazy: async () => ({ Component: (await import('./areas/settings/settings-screen.tsx')).SettingsScreen }) },
          { path: 'grants', lazy: async () => ({ Component: (await import('./areas/grants/grants-screen.tsx')).GrantsScreen }) },
          { path: 'audit', lazy: async () => ({ Component: (await import('./areas/audit/audit-screen.tsx')).AuditScreen }) },
          { path: 'security', lazy: async () => ({ Component: (await import('./screens/security.tsx')).SecurityScreen }) },
          { path: '*', element: <NotFoundContent /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];
