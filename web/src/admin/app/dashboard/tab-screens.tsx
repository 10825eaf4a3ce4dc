import type { ReactElement } from 'react';
import type { AdminTab } from '../../config/admin-paths';
import { lazyScreen } from '../lazy-screen';

/** Each tab's code (and texts) is a chunk of its own, loaded when the tab is first opened. */
export const tabScreens: Record<AdminTab, ReactElement> = {
  overview: lazyScreen(async () => (await import('../../features/overview/overview-tab')).OverviewTab),
  menu: lazyScreen(async () => (await import('../../features/menu-editor/menu-editor-tab')).MenuEditorTab),
  home: lazyScreen(async () => (await import('../../features/home-editor/home-editor-tab')).HomeEditorTab),
  gallery: lazyScreen(async () => (await import('../../features/gallery-editor/gallery-editor-tab')).GalleryEditorTab),
  instagram: lazyScreen(async () => (await import('../../features/instagram-editor/instagram-editor-tab')).InstagramEditorTab),
  events: lazyScreen(async () => (await import('../../features/events-editor/events-editor-tab')).EventsEditorTab),
  blog: lazyScreen(async () => (await import('../../features/blog-editor/blog-editor-tab')).BlogEditorTab),
  bookings: lazyScreen(async () => (await import('../../features/event-bookings/bookings-tab')).BookingsTab),
  reservations: lazyScreen(async () => (await import('../../features/reservations/reservations-tab')).ReservationsTab),
  guests: lazyScreen(async () => (await import('../../features/guests/guests-tab')).GuestsTab),
  feedback: lazyScreen(async () => (await import('../../features/inbox/feedback-tab')).FeedbackTab),
  contact: lazyScreen(async () => (await import('../../features/inbox/contact-tab')).ContactTab),
  accounts: lazyScreen(async () => (await import('../../features/accounts/accounts-tab')).AccountsTab),
  settings: lazyScreen(async () => (await import('../../features/settings/settings-tab')).SettingsTab),
};
