import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from 'vitest';

/** Where the stack's worker writes its mails (no SMTP server in the production-like run): set by `make e2e`. */
export const mailDir = (() => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with `make e2e`');
  return dir;
})();

async function allMails(): Promise<ParsedMail[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(mailDir, name)))));
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((address) => address.address));

/**
 * The one mail to `address` whose subject matches, once the worker has written it (it travels through the
 * outbox and RabbitMQ first, so it may take a few seconds).
 */
export async function waitForMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMails()).filter((mail) => recipients(mail).includes(address) && subject.test(mail.subject ?? ''));
        return found.length;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(1);
  return found[0]!;
}
