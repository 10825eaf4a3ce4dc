/**
 * Phone numbers as guests read and dial them (docs/decisions.md 149). No validation library here: the guest pages
 * import these.
 */

/**
 * A phone number as an owner types it (`+49 30 1234 5678`, `030 12345678`, `0049 30 …`) in E.164 (`+493012345678`),
 * or undefined when it cannot be one: a German number without its country code is taken as German.
 */
export function toE164(input: string): string | undefined {
  const compact = input.replace(/[\s()/.-]/g, '');
  const international = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : undefined;
  const digits = international ?? (compact.startsWith('0') ? `49${compact.slice(1)}` : undefined);
  return digits && /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : undefined;
}

/**
 * The number as pages and mails write it: the owner's own grouping, in international form (`030 1234 5678` is
 * `+49 30 1234 5678`, `0039 …` is `+39 …`), since no table of area codes could group every number rightly.
 */
export function internationalPhone(input: string): string {
  const spaced = input.trim().replace(/\s+/g, ' ');
  if (spaced.startsWith('+')) return spaced;
  if (spaced.startsWith('00')) return `+${spaced.slice(2).trimStart()}`;
  if (spaced.startsWith('0')) return `+49 ${spaced.slice(1).trimStart()}`;
  return spaced;
}

/** The `tel:` link of a number, dialled as E.164 (the written form when it is none, which a saved one never is). */
export function telHref(phone: string): string {
  return `tel:${toE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}
