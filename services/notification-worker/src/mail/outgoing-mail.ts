import type { Locale } from '@ristorante/contracts';

/** One e-mail the worker sends: to a guest or to staff, in plain text and HTML. */
export interface OutgoingMail {
  /** What it is, for logs and metrics, e.g. 'reservation.requested:guest'. */
  kind: string;
  to: string;
  /** Staff mails: the guest, so staff can answer with one click. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A confirmed booking's calendar invite (text/calendar); a deposit's GiroCode (image/png), shown in the HTML part by
   * its `cid`.
   */
  attachments?: Array<{ filename: string; content: string | Buffer; contentType: string; cid?: string }>;
}

/** What composing a mail needs besides the event: where staff read it, who they are, and in which language. */
export interface MailContext {
  /** The site's public address, for links into the dashboard, e.g. https://trattoria-lasosta.de */
  siteUrl: string;
  staffEmail: string;
  /** The language of the staff mails (STAFF_MAIL_LOCALE, docs/decisions.md 104); guests get their own. */
  staffLocale: Locale;
}
