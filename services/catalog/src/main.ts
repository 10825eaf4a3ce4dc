import { loadConfig, runMain } from '@ristorante/kit';
import { catalogConfigSchema } from './config/catalog-config.js';
import { startCatalog } from './start-catalog.js';

runMain(() => startCatalog({ config: loadConfig(catalogConfigSchema) }));
