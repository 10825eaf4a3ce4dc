import { loadConfig, runMain } from '@ristorante/kit';
import { gatewayConfigSchema } from './gateway-config.js';
import { startGateway } from './start-gateway.js';

runMain(() => startGateway({ config: loadConfig(gatewayConfigSchema) }));
