import { loadConfig, runMain } from '@ristorante/kit';
import { gatewayConfigSchema, startGateway } from './start-gateway.js';

runMain(() => startGateway({ config: loadConfig(gatewayConfigSchema) }));
