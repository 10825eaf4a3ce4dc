import { formatIban, girocodeOf, type DepositFacts, type Locale } from '@ristorante/contracts';
import { commonText } from './common-mail-messages.js';
import { guestText } from './guest-mail-messages.js';
import { girocodeCid, girocodePng } from './girocode-image.js';
import type { Fact } from './layout.js';

/**
 * What a guest needs to pay a deposit or an event night's prepayment (docs/decisions.md 165, 166), in their language:
 * the facts (amount, due, the account, the reference) and its GiroCode, drawn here and carried by the mail (`cid:`).
 */
export function paymentOf(deposit: DepositFacts, locale: Locale) {
  const rows: Fact[] = [
    {
      label: guestText(deposit.prepayment ? 'label.prepayment' : 'label.deposit', locale),
      value: commonText('value.total', locale, { total: deposit.amountCents / 100 }),
    },
    {
      label: guestText('label.depositDue', locale),
      value: guestText('value.depositDue', locale, { due: new Date(deposit.dueAt) }),
    },
    { label: guestText('label.holder', locale), value: deposit.holder },
    { label: guestText('label.iban', locale), value: formatIban(deposit.iban) },
    ...(deposit.bic ? [{ label: guestText('label.bic', locale), value: deposit.bic }] : []),
    { label: guestText('label.reference', locale), value: deposit.reference },
  ];
  // A payload the EPC rules refuse (an account saved before its holder was required): the facts alone, no code,
  // rather than a mail that never leaves.
  let payload: string;
  try {
    payload = girocodeOf(deposit);
  } catch {
    return { rows, image: undefined, attachment: undefined };
  }
  const image = {
    cid: girocodeCid,
    alt: guestText('deposit.girocodeAlt', locale),
    caption: guestText('deposit.girocode', locale),
    size: 180,
  };
  const attachment = {
    filename: 'girocode.png',
    content: girocodePng(payload),
    contentType: 'image/png',
    cid: girocodeCid,
  };
  return { rows, image, attachment };
}
