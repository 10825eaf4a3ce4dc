// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/events-live-music.svg */
export const seedPictureEventsLiveMusic: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADQAQCdASoMAAkABABoJbACdAELPJQqwAD+7pLXsPk7qFbCgn0xneHY+MmK0Se8VkLBYxyqLhKsQNxoZYWSWAAA',
};
/** /api/media/seed/events-pasta-class.svg */
export const seedPictureEventsPastaClass: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAADQAQCdASoMAAkABABoJbACdAEMw2nUQAD+moeEdKVU9hbKLEv+0UvvzG4gRwm7pUo3Pr2CE+7QJJ7EE+BJW2gAAAA=',
};
/** /api/media/seed/events-wine-tasting.svg */
export const seedPictureEventsWineTasting: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADwAQCdASoMAAkABABoJbACdAEVjTK8mAAA/rw5mkgzkvr2C72/xVIol9hAn1KGQ+Ufli1gK+R4kRh6bcqfTYgK6gAAAA==',
};
