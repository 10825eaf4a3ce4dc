export * from './infra-urls.js';
export * from './test-database.js';
export * from './tcp-proxy.js';
export * from './captured-logs.js';
export * from './wait-for.js';
export * from './spawn-service.js';
export * from './rabbit-topology.js';
export * from './free-port.js';
