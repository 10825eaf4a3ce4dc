import type { Locale } from '@ristorante/contracts';
import { commonText } from './common-mail-messages.js';
import { escapeHtml, escapeHtmlLines } from './escape.js';
import { restaurant } from './restaurant.js';

/** One line of a mail's facts table, e.g. 'Datum' - 'Freitag, 4. Dezember 2026'. */
export interface Fact {
  label: string;
  value: string;
}

/**
 * What a mail says, as plain strings: rendered once as text and once as HTML, so both parts always carry the same
 * facts and every value (guest input included) is escaped in one place.
 */
export interface MailDocument {
  locale: Locale;
  /** The headline above the text, e.g. 'Ihre Reservierung ist bestätigt'. */
  heading: string;
  greeting?: string;
  paragraphs: string[];
  facts: Fact[];
  /** Longer texts a guest wrote (a message, suggestions), shown under their own title with line breaks kept. */
  blocks?: Array<{ title: string; body: string }>;
  /** An image the mail carries (`cid:`), under the facts, with its caption: a deposit's GiroCode. */
  image?: { cid: string; alt: string; caption: string; size: number };
  /** A short list under a title, e.g. the cancellation policy. */
  notes?: { title: string; items: string[] };
  /** The guest's personal link to their booking (docs/decisions.md 113), shown as a button in HTML, first. */
  manage?: { label: string; url: string };
  /** One link, shown as a button in HTML. */
  action?: { label: string; url: string };
  /** Sign-off lines. */
  closing?: string[];
}

function footerLabels(locale: Locale): { phone: string; email: string } {
  return { phone: commonText('footer.phone', locale), email: commonText('footer.email', locale) };
}

function footerLines(locale: Locale): string[] {
  const labels = footerLabels(locale);
  return [
    restaurant.name,
    restaurant.street,
    `${restaurant.cityLine}, ${restaurant.country(locale)}`,
    `${labels.phone}: ${restaurant.phone}`,
    `${labels.email}: ${restaurant.email}`,
  ];
}

function indentContinuation(value: string, indent: string): string {
  return value.replace(/\r\n|\r|\n/g, `\n${indent}`);
}

/** The plain-text part. */
export function renderText(doc: MailDocument): string {
  const sections: string[] = [`${restaurant.name}\n${'='.repeat(restaurant.name.length)}`, doc.heading];
  if (doc.greeting) sections.push(doc.greeting);
  sections.push(...doc.paragraphs);
  if (doc.facts.length > 0) {
    const width = Math.max(...doc.facts.map((fact) => fact.label.length)) + 2;
    sections.push(
      doc.facts.map((fact) => `${`${fact.label}:`.padEnd(width)}${indentContinuation(fact.value, ' '.repeat(width))}`).join('\n'),
    );
  }
  for (const block of doc.blocks ?? []) sections.push(`${block.title}:\n${block.body}`);
  if (doc.image) sections.push(doc.image.caption);
  if (doc.notes) sections.push(`${doc.notes.title}:\n${doc.notes.items.map((item) => `- ${item}`).join('\n')}`);
  for (const link of [doc.manage, doc.action]) if (link) sections.push(`${link.label}:\n${link.url}`);
  if (doc.closing?.length) sections.push(doc.closing.join('\n'));
  sections.push(`-- \n${footerLines(doc.locale).join('\n')}`);
  return `${sections.join('\n\n')}\n`;
}

const colors = { page: '#f5efe6', card: '#ffffff', brand: '#7a2e1d', text: '#2b2b2b', muted: '#6b6259', line: '#e6ddd0' };
const bodyFont = 'font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:' + colors.text;
const paragraph = 'margin:0 0 16px;';

function factsTable(facts: Fact[]): string {
  const rows = facts
    .map(
      (fact) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:6px 16px 6px 0;font-weight:bold;white-space:nowrap;border-bottom:1px solid ${colors.line};">${escapeHtml(fact.label)}</th>` +
        `<td valign="top" style="padding:6px 0;border-bottom:1px solid ${colors.line};">${escapeHtmlLines(fact.value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;width:100%;">\n${rows}\n</table>`;
}

function footerHtml(locale: Locale): string {
  const labels = footerLabels(locale);
  const tel = restaurant.phone.replace(/[^\d+]/g, '');
  return [
    `<strong>${escapeHtml(restaurant.name)}</strong>`,
    escapeHtml(restaurant.street),
    escapeHtml(`${restaurant.cityLine}, ${restaurant.country(locale)}`),
    `${escapeHtml(labels.phone)}: <a href="tel:${escapeHtml(tel)}" style="color:${colors.muted};">${escapeHtml(restaurant.phone)}</a>`,
    `${escapeHtml(labels.email)}: <a href="mailto:${escapeHtml(restaurant.email)}" style="color:${colors.muted};">${escapeHtml(restaurant.email)}</a>`,
  ].join('<br>\n');
}

/**
 * The HTML part: one narrow card with inline styles, no web fonts, readable in any mail client; no image but one the
 * mail itself carries (a GiroCode), never one fetched from the web.
 */
export function renderHtml(doc: MailDocument): string {
  const parts: string[] = [`<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;">${escapeHtml(doc.heading)}</h1>`];
  if (doc.greeting) parts.push(`<p style="${paragraph}">${escapeHtml(doc.greeting)}</p>`);
  for (const text of doc.paragraphs) parts.push(`<p style="${paragraph}">${escapeHtmlLines(text)}</p>`);
  if (doc.facts.length > 0) parts.push(factsTable(doc.facts));
  if (doc.image) {
    const { cid, alt, caption, size } = doc.image;
    parts.push(
      `<p style="margin:0 0 20px;text-align:center;"><img src="cid:${escapeHtml(cid)}" width="${size}" height="${size}" alt="${escapeHtml(alt)}" style="display:block;margin:0 auto 8px;border:0;"><span style="font-size:14px;color:${colors.muted};">${escapeHtml(caption)}</span></p>`,
    );
  }
  for (const block of doc.blocks ?? []) {
    parts.push(
      `<p style="margin:0 0 6px;font-weight:bold;">${escapeHtml(block.title)}</p>` +
        `<p style="${paragraph}padding:12px 16px;background:${colors.page};border-left:3px solid ${colors.brand};">${escapeHtmlLines(block.body)}</p>`,
    );
  }
  if (doc.notes) {
    const items = doc.notes.items.map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`).join('\n');
    parts.push(
      `<p style="margin:0 0 6px;font-weight:bold;">${escapeHtml(doc.notes.title)}</p>\n<ul style="margin:0 0 16px;padding-left:20px;">\n${items}\n</ul>`,
    );
  }
  for (const link of [doc.manage, doc.action]) {
    if (!link) continue;
    parts.push(
      `<p style="margin:8px 0 20px;"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:${colors.brand};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;">${escapeHtml(link.label)}</a></p>`,
    );
  }
  if (doc.closing?.length) {
    parts.push(`<p style="margin:16px 0 0;">${doc.closing.map((line) => escapeHtml(line)).join('<br>')}</p>`);
  }

  return `<!DOCTYPE html>
<html lang="${doc.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colors.card};border-radius:8px;${bodyFont};">
<tr><td style="padding:20px 28px;background:${colors.brand};color:#ffffff;border-radius:8px 8px 0 0;font-family:Georgia,'Times New Roman',serif;font-size:24px;">${escapeHtml(restaurant.name)}</td></tr>
<tr><td style="padding:28px;">
${parts.join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${colors.line};font-size:13px;line-height:1.6;color:${colors.muted};">
${footerHtml(doc.locale)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
