import { siteConfig, webRedirectTarget } from '@ristorante/contracts';
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/components/home-page';
import { SiteLayout } from '../components/layout/site-layout';
import { usePageHead } from '../lib/page-head';
import { LocaleProvider } from './providers';
import { LocaleLayout } from './routes/locale-layout';
import { NotFoundPage } from '../components/feedback/not-found-page';

/**
 * The redirect-only addresses (`/`, `/admin`, `/admin/login`, `/{locale}/admin`). The server answers them
 * with a 302 before the app loads (webRedirectTarget, shared with the gateway and spelled out in Nginx's
 * config); this covers a guest who gets there by a link inside the app.
 */
function FollowRedirect() {
  const { pathname, search, hash } = useLocation();
  const target = webRedirectTarget(pathname);
  if (target) return <Navigate replace to={{ pathname: target, search, hash }} />;
  // Only an address the router matched but the table does not know (`/%61dmin`): the German 404 page.
  return (
    <LocaleProvider locale={siteConfig.defaultLocale}>
      <SiteLayout>
        <NotFoundPage />
      </SiteLayout>
    </LocaleProvider>
  );
}

/**
 * A page whose code loads with its route, so a guest's first page fetches only what it shows. The layout
 * stays while it loads: navigations run as transitions, so the previous page stays until the next is ready.
 */
function lazyPage(load: () => Promise<ComponentType>, moduleId: string) {
  const Page = lazy(async () => ({ default: await load() }));
  return <RenderedModule id={moduleId} page={Page} />;
}

/**
 * A lazily loaded page that tells a server render which module it came from (its key in the build's manifest),
 * so the rendered HTML links its styles and preloads its code (docs/decisions.md 92).
 */
function RenderedModule({ id, page: Page }: { id: string; page: ComponentType }) {
  const head = usePageHead();
  if (head) head.modules.add(id);
  return <Page />;
}

// Page elements created once, at module load: a lazy component made during render would load (and suspend)
// every time.
const systemStatusPage = lazyPage(
  async () => (await import('../features/system-status/components/system-status-page')).SystemStatusPage,
  'src/features/system-status/components/system-status-page.tsx',
);
const menuPage = lazyPage(
  async () => (await import('../features/menu/menu-route')).MenuRoute,
  'src/features/menu/menu-route.tsx',
);
const reservationPage = lazyPage(
  async () => (await import('../features/reservations/reservations-route')).ReservationsRoute,
  'src/features/reservations/reservations-route.tsx',
);
const eventsPage = lazyPage(
  async () => (await import('../features/events/events-route')).EventsRoute,
  'src/features/events/events-route.tsx',
);
const eventDetailPage = lazyPage(
  async () => (await import('../features/events/event-detail-route')).EventDetailRoute,
  'src/features/events/event-detail-route.tsx',
);
const galleryPage = lazyPage(
  async () => (await import('../features/gallery/gallery-route')).GalleryRoute,
  'src/features/gallery/gallery-route.tsx',
);
const contactPage = lazyPage(
  async () => (await import('../features/contact/contact-route')).ContactRoute,
  'src/features/contact/contact-route.tsx',
);
const reviewsPage = lazyPage(
  async () => (await import('../features/reviews/reviews-route')).ReviewsRoute,
  'src/features/reviews/reviews-route.tsx',
);
const legalPage = lazyPage(
  async () => (await import('../features/legal/legal-route')).LegalRoute,
  'src/features/legal/legal-route.tsx',
);
const blogPage = lazyPage(
  async () => (await import('../features/blog/blog-route')).BlogRoute,
  'src/features/blog/blog-route.tsx',
);
const blogPostPage = lazyPage(
  async () => (await import('../features/blog/blog-post-route')).BlogPostRoute,
  'src/features/blog/blog-post-route.tsx',
);
const manageBookingPage = lazyPage(
  async () => (await import('../features/manage-booking/manage-booking-route')).ManageBookingRoute,
  'src/features/manage-booking/manage-booking-route.tsx',
);
const waitlistOfferPage = lazyPage(
  async () => (await import('../features/waitlist-offer/waitlist-offer-route')).WaitlistOfferRoute,
  'src/features/waitlist-offer/waitlist-offer-route.tsx',
);
const myDataPage = lazyPage(
  async () => (await import('../features/my-data/my-data-route')).MyDataRoute,
  'src/features/my-data/my-data-route.tsx',
);
const instagramPage = lazyPage(
  async () => (await import('../features/instagram/instagram-route')).InstagramRoute,
  'src/features/instagram/instagram-route.tsx',
);

/**
 * Every guest route, for whichever router the caller provides (BrowserRouter in the browser, MemoryRouter in
 * tests, StaticRouter on the server). Declarative routes rather than a data router: the data router alone adds
 * about 16 KB gzip to every guest's first load (decision 54). The staff dashboard is an app of its own (admin.html).
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* Case-sensitive like the server's table: `/ADMIN` is the 404 page, as it is for Nginx and the gateway. */}
      <Route path={paths.root.path} element={<FollowRedirect />} />
      <Route caseSensitive path={paths.bareAdmin.path} element={<FollowRedirect />} />
      <Route caseSensitive path={paths.bareAdminLogin.path} element={<FollowRedirect />} />
      <Route path={paths.locale.path} element={<LocaleLayout />}>
        <Route index element={<HomePage />} />
        {/* A staff diagnostic, not a guest page: its code (and zod) loads only when it is opened. */}
        <Route path={paths.systemStatus.path} element={systemStatusPage} />
        <Route path={paths.menu.path} element={menuPage} />
        <Route path={paths.reservations.path} element={reservationPage} />
        <Route path={paths.events.path} element={eventsPage} />
        <Route path={paths.eventDetail.path} element={eventDetailPage} />
        <Route path={paths.gallery.path} element={galleryPage} />
        <Route path={paths.contact.path} element={contactPage} />
        <Route path={paths.feedback.path} element={reviewsPage} />
        <Route path={paths.legal.path} element={legalPage} />
        <Route path={paths.blog.path} element={blogPage} />
        <Route path={paths.blogPost.path} element={blogPostPage} />
        <Route path={paths.instagram.path} element={instagramPage} />
        <Route path={paths.manageBooking.path} element={manageBookingPage} />
        <Route path={paths.waitlistOffer.path} element={waitlistOfferPage} />
        <Route path={paths.myData.path} element={myDataPage} />
        <Route caseSensitive path={paths.admin.path} element={<FollowRedirect />} />
        {/* The words a guest would type for the reviews page (docs/decisions.md 76). */}
        <Route caseSensitive path="reviews" element={<FollowRedirect />} />
        <Route caseSensitive path="bewertungen" element={<FollowRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
