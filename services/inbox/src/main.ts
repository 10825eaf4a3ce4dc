import { loadConfig, runMain, serviceConfigSchema } from '@ristorante/kit';
import { startInbox } from './start-inbox.js';

runMain(() => startInbox({ config: loadConfig(serviceConfigSchema(4003)) }));
