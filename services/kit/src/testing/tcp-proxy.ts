import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, like a network cut. */
  cut(): void;
  /** Keeps connections open but lets nothing through, like a half-open network; `restore` ends it. */
  freeze(): void;
  /**
   * Holds back what the server sends while the client's bytes still reach it: a server that answers late, not one
   * that is gone. `restore` delivers what was held, whole and in order.
   */
  holdReplies(): void;
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
  let isHolding = false;
  /** Per connection, the server's bytes held back by `holdReplies`, and where they go. */
  const held = new Map<net.Socket, Buffer[]>();
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
      held.delete(client);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    // Forwarded by hand rather than piped, so that `freeze` can swallow bytes while the sockets stay open.
    client.on('data', (chunk: Buffer) => void (isFrozen || upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => {
      if (isFrozen) return;
      if (isHolding) held.set(client, [...(held.get(client) ?? []), chunk]);
      else client.write(chunk);
    });
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
    holdReplies() {
      isHolding = true;
    },
    restore() {
      isCut = false;
      isFrozen = false;
      isHolding = false;
      for (const [client, chunks] of held) for (const chunk of chunks) client.write(chunk);
      held.clear();
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
