import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients: who the mail really goes to, whatever its headers say. */
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Stops accepting connections, like an SMTP outage. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A local SMTP server that keeps every mail it is given (the outside world's stand-in in tests). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), parsed });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server.server.address() as { port: number }).port;
  };
  await listen();
  return {
    get port() {
      return boundPort;
    },
    received,
    async stop() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    start: listen,
  };
}
