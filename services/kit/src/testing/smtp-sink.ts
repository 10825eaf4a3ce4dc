import type { Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients: who the mail really goes to, whatever its headers say. */
  envelopeTo: string[];
  parsed: ParsedMail;
  /** When the server took it (ms since the epoch). */
  at: number;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** An outage: refuses new connections and ends the open ones (a pooled sender keeps its connections open). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A local SMTP server that keeps every mail it is given (the outside world's stand-in in the worker's tests and
 * in `make drill`). Like a mail server, it takes (and answers) a mail once its last byte is in, and reads it
 * afterwards: `received` grows a moment after the sender's send has resolved.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let server: SMTPServer | undefined;
  let boundPort = port;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const at = Date.now();
          callback();
          void simpleParser(Buffer.concat(chunks)).then((parsed) => received.push({ envelopeTo, parsed, at }));
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
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
    stop: () =>
      new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    start: listen,
  };
}
