// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/staff-chef-at-the-pass.svg */
export const seedPictureStaffChefAtThePass: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAACQAQCdASoMAAkABABoJZQCdACx18AA/u3ZWtnLDTUEMZMPZetfpeDxCh2UwfXNKJm4Uoz9igAAAA==',
};
/** /api/media/seed/staff-pasta-maker-rolling-dough.svg */
export const seedPictureStaffPastaMakerRollingDough: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAABwAQCdASoMAAkABABoJbACdABCgADwMAqeCcQBll8svoDOd7waEeR7Eh+YgCevzbyN3/rKbnq57sAA',
};
/** /api/media/seed/staff-service-team.svg */
export const seedPictureStaffServiceTeam: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACwAQCdASoMAAkABABoJbACdLoAAL1AAPZBJk9XdVniIvzrz3IYC4YWLy/Gyfgi2w1cidivDFq31QPRwZ+45GyEzXNQAAAA',
};
