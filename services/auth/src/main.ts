import { loadConfig, runMain } from '@ristorante/kit';
import { authConfigSchema } from './auth-config.js';
import { startAuth } from './start-auth.js';

runMain(() => startAuth({ config: loadConfig(authConfigSchema) }));
