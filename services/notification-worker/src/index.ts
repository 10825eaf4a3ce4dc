export { startNotificationWorker, workerConfigSchema, notifySchema, type WorkerConfig } from './start-notification-worker.js';
// For `make bench`'s part history, which times each service's retention job on three years of data.
export { pruneWorkerRecords } from './retention/prune-worker-records.js';
