import { createLogger, InProcessBus } from '../src/index.js';
import { describeBus, testRetryDelaysMs } from './bus-contract.js';

describeBus('bus contract: in-process adapter', async (_exchange, setup) => ({
  bus: new InProcessBus({ logger: createLogger('test', 'silent'), retryDelaysMs: testRetryDelaysMs, ...setup }),
}));
