import { loadConfig, runMain } from '@ristorante/kit';
import { startNotificationWorker, workerConfigSchema } from './start-notification-worker.js';

runMain(() => startNotificationWorker({ config: loadConfig(workerConfigSchema) }));
