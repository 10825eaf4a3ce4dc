/**
 * A deposit paid by bank transfer (issue 40): the restaurant's account checked as banks check it, and the payload
 * of a GiroCode, the EPC QR code every German banking app reads (EPC069-12, version 2.1 of the guidelines). Pure
 * functions: the settings' form, the booking service and the worker's mails share them.
 */

/**
 * The IBAN's length in each country of the SEPA scheme (the IBAN registry): a GiroCode starts a SEPA credit
 * transfer, so an account outside SEPA could not receive it.
 */
// prettier-ignore
const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18,
  NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** An IBAN as it is stored and encoded: capitals, no spaces (as typed, `DE89 3704 0044 …` is fine). */
export const normaliseIban = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/**
 * Whether an IBAN is one a SEPA bank would take: a SEPA country's code, that country's length, letters and digits
 * only, and the check digits right (ISO 7064 mod 97-10: the first four characters moved to the end, letters as
 * 10–35, the number's remainder by 97 is 1).
 */
export function isValidIban(typed: string): boolean {
  const iban = normaliseIban(typed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || ibanLengths[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = character >= 'A' ? String(character.charCodeAt(0) - 55) : character;
    // Digit by digit: the whole number has up to 60 digits, far past a double's exact range.
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN in groups of four, as a guest copies it into a transfer by hand. */
export const formatIban = (iban: string): string => normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** A BIC's shape (ISO 9362): bank, country, location, and an optional branch; 8 or 11 characters. */
export const isValidBic = (typed: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(typed.trim().toUpperCase());

/** A GiroCode's transfer: who receives it, how much, and the words the restaurant finds it by. */
export interface EpcTransfer {
  /** The account holder, as the bank knows them (70 characters at most). */
  name: string;
  iban: string;
  /** Optional within the EEA since version 002; required by version 001. */
  bic?: string;
  /** Whole cents, 1 to 99,999,999,999. */
  amountCents: number;
  /** The reference the guest's transfer carries (unstructured remittance, 140 characters at most). */
  reference: string;
  /** Four letters of the ISO 20022 purpose codes, optional (the EPC's own example says CHAR). */
  purpose?: string;
  /** A note for the payer's banking app to show (70 characters at most), optional. */
  note?: string;
  /** '002' (the default: BIC optional) or '001' (BIC required). */
  version?: '001' | '002';
}

/** The payload's limit: a QR code of version 13 at error correction M holds 331 bytes. */
const maxPayloadBytes = 331;

/** An amount as the EPC writes it: euros, a point and at most two decimals, no trailing zero ('EUR12.3', 'EUR1'). */
export function epcAmount(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return `EUR${euros}${rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`}`;
}

/** Why a transfer cannot be encoded, for the message that says so. */
export class EpcPayloadError extends Error {}

/**
 * The text a GiroCode encodes (EPC069-12): twelve lines separated by line feeds (service tag, version, UTF-8,
 * SEPA credit transfer, BIC, name, IBAN, amount, purpose, structured reference (none here), unstructured
 * reference, note), empty lines at the end left out. Throws `EpcPayloadError` for an account or an amount no bank
 * would take, or a text past its limit.
 */
export function epcPayload(transfer: EpcTransfer): string {
  const version = transfer.version ?? '002';
  const iban = normaliseIban(transfer.iban);
  const bic = transfer.bic?.trim().toUpperCase() ?? '';
  if (!isValidIban(iban)) throw new EpcPayloadError('IBAN');
  if (bic ? !isValidBic(bic) : version === '001') throw new EpcPayloadError('BIC');
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > 99_999_999_999)
    throw new EpcPayloadError('amount');
  const name = transfer.name.trim();
  if (name === '' || name.length > 70) throw new EpcPayloadError('name');
  if (transfer.reference.length > 140) throw new EpcPayloadError('reference');
  if ((transfer.note ?? '').length > 70) throw new EpcPayloadError('note');
  if (transfer.purpose !== undefined && !/^[A-Z]{4}$/.test(transfer.purpose)) throw new EpcPayloadError('purpose');
  const lines = [
    'BCD',
    version,
    '1',
    'SCT',
    bic,
    name,
    iban,
    epcAmount(transfer.amountCents),
    transfer.purpose ?? '',
    '',
    transfer.reference,
    transfer.note ?? '',
  ];
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  if (new TextEncoder().encode(payload).length > maxPayloadBytes) throw new EpcPayloadError('payload');
  return payload;
}
