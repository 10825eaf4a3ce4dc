import type { PoolClient } from '@ristorante/kit';
import type { AuthConfig } from '../auth-config.js';
import { hashRefreshToken, newRefreshToken, signAccessToken } from '../tokens/session-tokens.js';
import { storeRefreshToken } from './session-repository.js';

export interface SessionTokens {
  access: string;
  refresh: string;
}

/** A session's next pair of tokens (docs/decisions.md 19-21): only the refresh token's hash is kept. */
export async function issueSessionTokens(
  client: PoolClient,
  config: AuthConfig,
  session: { userId: string; sessionId: string },
): Promise<SessionTokens> {
  const refresh = newRefreshToken(session.sessionId);
  await storeRefreshToken(client, session.sessionId, hashRefreshToken(refresh));
  return { access: await signAccessToken(config.AUTH_TOKEN_SECRET, session, config.ACCESS_TOKEN_TTL_SECONDS), refresh };
}
