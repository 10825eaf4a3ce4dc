import type { Express } from 'express';
import type { ErrorResponse } from '@ristorante/contracts';

/**
 * Paths a service owns (the gateway routes them to it) whose feature arrives in a later release: they answer
 * 501 in JSON rather than a misleading 404. Each entry is `METHOD /path` in Express syntax.
 */
export function answerNotBuiltYet(app: Express, routes: string[]): void {
  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string];
    app[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path, (_req, res) => {
      const body: ErrorResponse = { error: `${method} ${path} is not available in this version yet` };
      res.status(501).json(body);
    });
  }
}
