// What every bench's own stack starts with (make bench, compare-gateways.ts, compare-checkouts.ts): the same options
// for any checkout's `startStack`, which a comparison imports from the checkout it measures.

/** A fresh database, the stack's own Nginx and quiet logs, on the given ports. */
export const benchStackOptions = (
  name: string,
  port: number,
  servicePortBase: number,
  config: { STACK_DATABASE_URL: string; STACK_AMQP_URL: string; NGINX_BIN?: string | undefined },
) => ({
  name,
  port,
  servicePortBase,
  adminUrl: config.STACK_DATABASE_URL,
  amqpUrl: config.STACK_AMQP_URL,
  freshDatabase: true,
  nginx: config.NGINX_BIN,
  logLevel: 'warn',
});

/** Thousands of bookings a second from one address: the gateway's per-address limit would refuse them. */
export const unlimitedPublicPosts = { gateway: { RATE_LIMIT_PUBLIC_POSTS: '100000000' } };

/**
 * V8's CPU profiler for the named processes (`nodeFlags` of `startStack`: refused in NODE_OPTIONS), each writing a
 * `.cpuprofile` into `dir` as it stops.
 */
export const cpuProfileFlags = (names: readonly string[], dir: string): Record<string, string[]> =>
  Object.fromEntries(names.map((name) => [name, ['--cpu-prof', `--cpu-prof-dir=${dir}`]]));
