import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the drill's SMTP server took it: its Message-ID, who it went to, and whom a reply reaches. */
export interface DeliveredMail {
  messageId: string;
  to: string[];
  replyTo: string | undefined;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/**
 * The drill's SMTP server (the outside world's stand-in): keeps every mail it is given, and can be cut off for a
 * while (it stops listening, as a provider's outage would) and restored on the same port.
 */
export async function startDrillSmtp(port: number) {
  const delivered: DeliveredMail[] = [];
  let server: SMTPServer | undefined;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            delivered.push({
              messageId: parsed.messageId ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              replyTo: parsed.replyTo?.value[0]?.address,
              at: Date.now(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
  };
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    async cut() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    restore: listen,
    close() {
      return new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}
