export { startGateway, gatewayConfigSchema, type GatewayConfig, type RunningGateway } from './start-gateway.js';
export { routeTable, serviceNames, type Route, type ServiceName } from '@ristorante/contracts';
