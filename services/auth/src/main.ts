import { loadConfig, runMain, serviceConfigSchema } from '@ristorante/kit';
import { startAuth } from './start-auth.js';

runMain(() => startAuth({ config: loadConfig(serviceConfigSchema(4004)) }));
