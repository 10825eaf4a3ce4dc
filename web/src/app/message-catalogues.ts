import type { blogMessages } from '../features/blog/blog-messages';
import type { contactMessages } from '../features/contact/contact-messages';
import type { eventsMessages } from '../features/events/events-messages';
import type { galleryMessages } from '../features/gallery/gallery-messages';
import type { instagramMessages } from '../features/instagram/instagram-messages';
import type { legalMessages } from '../features/legal/legal-messages';
import type { manageBookingMessages } from '../features/manage-booking/manage-booking-messages';
import type { waitlistOfferMessages } from '../features/waitlist-offer/waitlist-offer-messages';
import type { myDataMessages } from '../features/my-data/my-data-messages';
import type { menuMessages } from '../features/menu/menu-messages';
import type { reservationsMessages } from '../features/reservations/reservations-messages';
import type { reviewsMessages } from '../features/reviews/reviews-messages';

// The public site's features add their text ids to the app's (i18n/catalogues.ts): the app knows its features,
// shared code does not (docs/decisions.md 105). Types only; nothing imports this file at run time.
declare module '../i18n/catalogues' {
  interface MessageCatalogues {
    blog: typeof blogMessages.de;
    contact: typeof contactMessages.de;
    events: typeof eventsMessages.de;
    gallery: typeof galleryMessages.de;
    instagram: typeof instagramMessages.de;
    legal: typeof legalMessages.de;
    manageBooking: typeof manageBookingMessages.de;
    waitlistOffer: typeof waitlistOfferMessages.de;
    myData: typeof myDataMessages.de;
    menu: typeof menuMessages.de;
    reservations: typeof reservationsMessages.de;
    reviews: typeof reviewsMessages.de;
  }
}
