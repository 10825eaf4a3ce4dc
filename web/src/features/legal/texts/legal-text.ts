import type { Locale } from '@ristorante/contracts';

/**
 * One piece of a legal section, as data: the page renders each as its element (nothing is set as HTML). Every
 * string may hold placeholders such as `{email}` or `{noShowFee}`: the page fills them from the site
 * configuration (legal-values.ts), so no address, number or policy is typed twice.
 */
export type LegalBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  /** A postal address or a name with its address, one line each. */
  | { type: 'address'; lines: readonly string[] }
  /** Label and value pairs, e.g. what is stored, why, on which legal basis and for how long. */
  | { type: 'facts'; items: readonly { term: string; text: string }[] }
  /** The week's opening hours from the site configuration (the one reading of them). */
  | { type: 'openingHours' };

/** A section of a legal text: its heading (an h3 under the tab's h2) and what it says. */
export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
  /** The value the section is about, when the owner may have none (a register, a VAT id): without it, no section. */
  shownWith?: string;
}

/** A legal text in both languages. */
export type LegalText = Record<Locale, readonly LegalSection[]>;
