import { simpleParser } from 'mailparser';
import type { Socket } from 'node:net';
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
  // The worker keeps its connections open (pooled): an outage must end them, not only refuse new ones.
  const sockets = new Set<Socket>();
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        // As a mail server does: the mail is taken (and answered) once its last byte is in, and read afterwards.
        const chunks: Buffer[] = [];
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const at = Date.now();
          callback();
          void simpleParser(Buffer.concat(chunks)).then((parsed) =>
            delivered.push({ messageId: parsed.messageId ?? '', to, replyTo: parsed.replyTo?.value[0]?.address, at }),
          );
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
  };
  const close = () =>
    new Promise<void>((resolve) => {
      server!.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    cut: close,
    restore: listen,
    close,
  };
}
