import net from 'node:net';

async function listenable(port: number): Promise<number | undefined> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!bound) return undefined;
  const { port: actual } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return actual;
}

/**
 * A loopback port nobody listens on right now (for a server to take, or to stand for a service that is down).
 * `stable` picks one below the kernel's ephemeral range (Linux: 32768 and up), for a port that must stay free
 * across restarts: any test listening on port 0 could otherwise be handed the same one in between.
 */
export async function freePort({ stable = false }: { stable?: boolean } = {}): Promise<number> {
  if (!stable) return (await listenable(0))!;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await listenable(20_000 + Math.floor(Math.random() * 10_000));
    if (port) return port;
  }
  throw new Error('no free port between 20000 and 30000');
}
