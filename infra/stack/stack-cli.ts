import { ConfigError } from '@ristorante/kit';
import { startStack, stopStack } from './local-stack.js';
import { loadStackConfig } from './stack-config.js';

// `make stack` / `make stack-stop`.
async function main(command: string | undefined): Promise<void> {
  const config = loadStackConfig();
  if (command === 'start') {
    const { url } = await startStack({
      name: 'stack',
      port: config.STACK_PORT,
      servicePortBase: config.STACK_SERVICE_PORT_BASE,
      adminUrl: config.STACK_DATABASE_URL,
      amqpUrl: config.STACK_AMQP_URL,
      nginx: config.NGINX_BIN,
      logLevel: config.LOG_LEVEL,
    });
    console.log(`\n  The production-like stack is running at ${url}\n  Logs: .stack/stack/logs/   Stop it: make stack-stop\n`);
  } else if (command === 'stop') {
    const stopped = await stopStack('stack', config.NGINX_BIN);
    console.log(stopped.length > 0 ? `stopped: ${stopped.join(', ')}` : 'the stack was not running');
  } else {
    throw new Error('usage: stack-cli start|stop');
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
