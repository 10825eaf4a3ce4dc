import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@ristorante/kit';
import { restaurant } from './compose/restaurant.js';
import type { OutgoingMail } from './outgoing-mail.js';

export interface Mailer {
  /**
   * Resolves once the SMTP server has accepted the mail (or it is written); throws when it did not. `eventId`
   * makes its Message-ID: the same mail of the same event always has the same one, so a repeat (a crash between
   * sending and recording it) is recognisable as one.
   */
  send(mail: OutgoingMail, eventId: string): Promise<void>;
  close(): void;
}

/**
 * SMTP when `smtpUrl` is given (nodemailer), otherwise one .eml file per mail in `mailDir` (the embedded mode):
 * the same messages either way, so what a developer opens is what a guest would get.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  mailDir: string;
  /** MAIL_FROM; unset, the restaurant's own name and address as the owner keeps them (docs/decisions.md 149). */
  from: string | undefined;
  logger: Logger;
}): Mailer {
  const message = (mail: OutgoingMail, eventId: string) => ({
    messageId: `<${eventId}.${mail.kind.replace(/[^\w.-]/g, '-')}@${restaurant.domain}>`,
    from: options.from ?? { name: restaurant.name, address: restaurant.email },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The restaurant's mails are German and English: quoted-printable always suits them, and naming it spares
    // nodemailer counting every text's letters to choose (a twentieth of the worker's time under load).
    textEncoding: 'quoted-printable' as const,
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  });

  if (options.smtpUrl) {
    // Bounded waits: a silent SMTP server fails the send, and the bus retries it later. Pooled connections: a send
    // resolves as soon as the server has taken the mail (no goodbye to wait for), so the moment in which a crash
    // leaves a sent mail unrecorded, and a retry sends it again, is as short as it can be (docs/decisions.md 102);
    // and no mail pays a new connection.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail, eventId) {
        try {
          await transport.sendMail(message(mail, eventId));
        } catch (error) {
          // nodemailer's message quotes the refused address and lists recipients: logs get the SMTP facts only.
          const { code, responseCode, command } = (error ?? {}) as { code?: string; responseCode?: number; command?: string };
          throw new Error(
            `SMTP send of ${mail.kind} failed: ${[code, responseCode, command].filter(Boolean).join(' ') || 'unknown error'}`,
          );
        }
      },
      close: () => transport.close(),
    };
  }

  const folder = path.resolve(options.mailDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made = false;
  return {
    async send(mail, eventId) {
      if (!made) {
        await mkdir(folder, { recursive: true });
        made = true;
      }
      const info = await transport.sendMail(message(mail, eventId));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind.replace(/[^\w.-]+/g, '_')}-${randomUUID().slice(0, 8)}.eml`;
      // At once, not through libuv's threads: a mail of a few kilobytes on a local disk is written in less time
      // than the three hops of an asynchronous open, write and close took the worker (docs/performance.md).
      writeFileSync(path.join(folder, name), info.message as Buffer);
      options.logger.debug({ file: name }, 'mail written to the mail folder');
    },
    close: () => transport.close(),
  };
}
