export { startGateway, type RunningGateway } from './start-gateway.js';
export { gatewayConfigSchema, type GatewayConfig } from './gateway-config.js';
export { routeTable, serviceNames, type Route, type ServiceName } from '@ristorante/contracts';
