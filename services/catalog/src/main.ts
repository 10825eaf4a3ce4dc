import { loadConfig, runMain, serviceConfigSchema } from '@ristorante/kit';
import { startCatalog } from './start-catalog.js';

runMain(() => startCatalog({ config: loadConfig(serviceConfigSchema(4001)) }));
