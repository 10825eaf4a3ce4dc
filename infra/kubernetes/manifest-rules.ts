import type { SecretKeys } from './secret-keys.js';

/** What one deployable's Deployment must be, beside what every Deployment must be. */
export interface DeployableRules {
  /** The user its image runs as: 1000 (`node`) for the Node images, 101 for nginx-unprivileged. */
  user: number;
  /** The readiness probe's path (liveness is /healthz for all). */
  readinessPath: string;
  /** Scraped by Prometheus: `prometheus.io/*` annotations naming its port and /metrics. */
  scraped: boolean;
  /** The variable that sets the port it listens on, which must be its `http` container port. */
  portVariable: string;
  /** Variables it cannot start without. */
  required: string[];
  /** Every variable it reads: anything else in its env is a typo or left over. */
  known: string[];
  /** Folders shared through a ReadWriteMany claim, by the variable naming them: written or only read. */
  sharedDirs?: Record<string, 'read' | 'write'>;
}

export interface ManifestRules {
  /** By Deployment name: every Deployment must be one of these, and each of these must be deployed. */
  deployables: Record<string, DeployableRules>;
  /** The Secrets the manifests may name, with their keys. */
  secrets: Record<string, SecretKeys>;
}
