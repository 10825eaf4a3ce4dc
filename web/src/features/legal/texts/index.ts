import type { LegalTab } from '../../../config/paths';
import type { LegalText } from './legal-text';

export type { LegalBlock, LegalSection, LegalText } from './legal-text';

/**
 * Each tab's text is a chunk of its own (both languages, 2 to 9 KB gzip): a guest fetches the tab they open,
 * not all four, which together would take the page's first load past the 100 KB budget (docs/decisions.md 54).
 */
export const loadLegalText: Record<LegalTab, () => Promise<LegalText>> = {
  impressum: async () => (await import('./impressum')).impressum,
  privacy: async () => (await import('./privacy')).privacy,
  terms: async () => (await import('./terms')).terms,
  cookies: async () => (await import('./cookies')).cookies,
};

/** When the texts were last revised (year and month), shown under each tab's heading. */
export const legalTextsUpdated = '2026-11';
