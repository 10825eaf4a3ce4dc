/** A Secret the manifests name: the keys it must hold, and those it may (an optional secretKeyRef). */
export interface SecretKeys {
  required: string[];
  optional?: string[];
}

/**
 * Every Secret the manifests name and its keys, created with kubectl before the first apply (docs/kubernetes.md,
 * "Secrets") and never committed. Each deployable reads only its own: its database role's URL, its private
 * key; the bus's URL and the two public keys are shared. The test holds the manifests to this list, both ways.
 */
export const secretKeys: Record<string, SecretKeys> = {
  'gateway-secrets': { required: ['DATABASE_URL', 'INTERNAL_SIGNING_KEY'] },
  'catalog-secrets': { required: ['DATABASE_URL'] },
  'booking-secrets': { required: ['DATABASE_URL', 'INTERNAL_SIGNING_KEY'] },
  'inbox-secrets': { required: ['DATABASE_URL'], optional: ['GOOGLE_PLACES_API_KEY', 'GOOGLE_PLACE_ID'] },
  'auth-secrets': { required: ['DATABASE_URL', 'AUTH_TOKEN_SECRET'], optional: ['ADMIN_EMAIL', 'ADMIN_PASSWORD'] },
  'notification-worker-secrets': { required: ['DATABASE_URL', 'SMTP_URL'] },
  'rabbitmq-secrets': { required: ['AMQP_URL'] },
  // Public halves, so no secret in truth; kept beside the private ones `make internal-keys` prints with them.
  'internal-public-keys': { required: ['GATEWAY_PUBLIC_KEY', 'BOOKING_PUBLIC_KEY'] },
  // The Ingress's certificate (`kubectl create secret tls`, or cert-manager).
  'restaurant-tls': { required: ['tls.crt', 'tls.key'] },
};
