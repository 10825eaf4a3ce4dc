export {
  startNotificationWorker,
  workerConfigSchema,
  notifySchema,
  notificationTopics,
  type WorkerConfig,
} from './start-notification-worker.js';
