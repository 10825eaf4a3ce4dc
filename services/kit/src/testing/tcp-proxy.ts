import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, like a network cut. */
  cut(): void;
  /** Keeps connections open but lets nothing through, like a half-open network; `restore` ends it. */
  freeze(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy the test owns, so a test can cut its own connection to the shared PostgreSQL or RabbitMQ
 * without stopping them for every other test.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let isCut = false;
  let isFrozen = false;
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    // Forwarded by hand rather than piped, so that `freeze` can swallow bytes while the sockets stay open.
    client.on('data', (chunk: Buffer) => void (isFrozen || upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => void (isFrozen || client.write(chunk)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    freeze() {
      isFrozen = true;
    },
    restore() {
      isCut = false;
      isFrozen = false;
    },
    async close() {
      isCut = true;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same URL, pointing at the proxy instead. */
export function viaProxy(url: string, proxy: TcpProxy): string {
  const rewritten = new URL(url);
  rewritten.hostname = '127.0.0.1';
  rewritten.port = String(proxy.port);
  return rewritten.toString();
}
