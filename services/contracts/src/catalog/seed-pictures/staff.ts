// Written by `npm run seed-pictures` from services/catalog/seed/images: do not edit (docs/decisions.md 121).
import type { Picture } from '../picture-variants.js';

/** /api/media/seed/staff-chef-at-the-pass.svg */
export const seedPictureStaffChefAtThePass: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAADwAQCdASoQAAwAA4BaJZQCdAEWzh/k/sAA/vKFOGqeDkoNvu87B3+9wyElJ7zkPBjEOGFF+MMqTcleb2yN8cFGmEHgBgAA',
};
/** /api/media/seed/staff-pasta-maker-rolling-dough.svg */
export const seedPictureStaffPastaMakerRollingDough: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAADwAQCdASoQAAwAA4BaJbACdAECv72aAiAA9f25iv1RtW2/Vc/y0TNNvssPzAnJyElIZWstyQustGZVcpq/Xrp72WJdvH59EAAAAA==',
};
/** /api/media/seed/staff-service-team.svg */
export const seedPictureStaffServiceTeam: Picture = {
  width: 800,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRmwAAABXRUJQVlA4IGAAAABQAgCdASoQAAwAA4BaJbACdLoAAwjBl34DgygA/iV83KDY9Ehn30DFZbtofDQqeVSCCygztN9PnadU5mB0HwPF3zWf763/FHS1+mqD9k7GPw0Mbb+PDIzbv4i12ZeqAAA=',
};
