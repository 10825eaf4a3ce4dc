export { startNotificationWorker, workerConfigSchema, notifySchema, type WorkerConfig } from './start-notification-worker.js';
