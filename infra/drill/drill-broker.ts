import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, openSync, closeSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';

/**
 * A RabbitMQ node of the drill's own (`make drill`): its own name, port and data folder, from Debian's
 * rabbitmq-server, so the drill can stop, restart and wipe it while the machine's broker (and every test using
 * it) goes on untouched.
 */
export interface DrillBroker {
  url: string;
  start(): Promise<void>;
  /** Stops the node (its queues stay on disk). */
  stop(): Promise<void>;
  /** Deletes everything the node keeps (it must be stopped): it comes back as a new, empty broker. */
  wipe(): Promise<void>;
  /** Messages in each of its queues (ready and unacknowledged), by queue name. */
  queueDepths(): Record<string, number>;
}

const nodeName = 'drill@localhost';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function createDrillBroker(stateDir: string, port: number): Promise<DrillBroker> {
  const dir = path.join(stateDir, 'rabbitmq');
  const env = {
    ...process.env,
    RABBITMQ_NODENAME: nodeName,
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(port + 20_000),
    RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq.conf'),
    RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(dir, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
    RABBITMQ_PID_FILE: path.join(dir, 'rabbitmq.pid'),
  };
  const prepare = async () => {
    await mkdir(path.join(dir, 'mnesia'), { recursive: true });
    await mkdir(path.join(dir, 'log'), { recursive: true });
    // Only this listener: the machine's own rabbitmq.conf names 5672, which its broker holds.
    await writeFile(env.RABBITMQ_CONFIG_FILE, `listeners.tcp.local = 127.0.0.1:${port}\n`);
    await writeFile(env.RABBITMQ_ENABLED_PLUGINS_FILE, '[].\n');
    // As root, Debian's rabbitmq-server runs the node as the rabbitmq user: its folder must be theirs.
    if (userInfo().uid === 0) {
      const owner = execFileSync('id', ['-u', 'rabbitmq']).toString().trim();
      const group = execFileSync('id', ['-g', 'rabbitmq']).toString().trim();
      for (const entry of ['', 'mnesia', 'log', 'rabbitmq.conf', 'enabled_plugins'])
        if (existsSync(path.join(dir, entry))) chownSync(path.join(dir, entry), Number(owner), Number(group));
    }
  };
  const ctl = (...args: string[]) => execFileSync('rabbitmqctl', ['-n', nodeName, ...args], { env, stdio: 'pipe' }).toString();

  const broker: DrillBroker = {
    url: `amqp://guest:guest@127.0.0.1:${port}`,
    async start() {
      await prepare();
      const log = openSync(path.join(stateDir, 'rabbitmq-server.log'), 'a');
      spawn('rabbitmq-server', [], { env, detached: true, stdio: ['ignore', log, log] }).unref();
      closeSync(log);
      const deadline = Date.now() + 60_000;
      while (!(await portOpen(port))) {
        if (Date.now() > deadline) throw new Error(`the drill's RabbitMQ did not start (see ${stateDir}/rabbitmq-server.log)`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      try {
        ctl('stop');
      } catch {
        // not running
      }
      while (await portOpen(port)) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async wipe() {
      await rm(path.join(dir, 'mnesia'), { recursive: true, force: true });
    },
    queueDepths() {
      const lines = ctl('list_queues', '-q', 'name', 'messages').trim().split('\n').filter(Boolean);
      return Object.fromEntries(
        lines.map((line) => {
          const [name, messages] = line.trim().split(/\s+/);
          return [name!, Number(messages)];
        }),
      );
    },
  };
  return broker;
}
