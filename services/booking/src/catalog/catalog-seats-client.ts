import http from 'node:http';
import {
  internalContextHeader,
  seatHoldPath,
  seatHoldRefusalSchema,
  seatHoldSchema,
  type Locale,
  type SeatHold,
  type SeatHoldRefusal,
} from '@ristorante/contracts';
import { requestIdHeader, signInternalContext, type InternalSigner, type Logger } from '@ristorante/kit';

export type HoldOutcome =
  | { kind: 'held'; hold: SeatHold }
  | { kind: 'refused'; refusal: SeatHoldRefusal }
  | { kind: 'no-event' }
  /** Never reached the catalog: nothing can have been held. */
  | { kind: 'unreachable' }
  /** Reached it, but no usable answer came back: seats may or may not be held. */
  | { kind: 'unknown' };

export interface CatalogSeats {
  hold(eventId: string, bookingId: string, seats: number, locale: Locale, clientIp: string): Promise<HoldOutcome>;
  /** True once the catalog confirms the seats are free (or were never held). */
  release(eventId: string, bookingId: string): Promise<boolean>;
  close(): void;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The catalog's seat API, each call signed with the booking service's own key (the catalog refuses `/internal/`
 * calls without a context signed by a caller it trusts).
 * Calls are bounded by a timeout; a refused connection is told apart from a lost answer, because only the first
 * proves that no seat was held.
 */
export function createCatalogSeats(options: {
  baseUrl: string;
  signer: InternalSigner;
  timeoutMs: number;
  logger: Logger;
}): CatalogSeats {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  async function call(method: 'PUT' | 'DELETE', path: string, body: unknown, headers: Record<string, string>, ip: string) {
    const signature = await signInternalContext(options.signer, { ip }, { service: 'catalog', method, path });
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Answer | 'unreachable' | 'unknown'>((resolve) => {
      let sent = false;
      const request = http.request(new URL(path, options.baseUrl), {
        method,
        agent,
        timeout: options.timeoutMs,
        headers: {
          ...headers,
          ...requestIdHeader(),
          [internalContextHeader]: signature,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      });
      request.on('socket', (socket) => {
        if (!socket.connecting) sent = true;
        else socket.once('connect', () => (sent = true));
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve('unknown'));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: undefined });
          }
        });
      });
      // A deadline for the whole call, waiting for a pooled socket included (the socket's own timeout only
      // counts silence), so a guest never waits longer and the signed context (10 s) is still valid on arrival.
      const deadline = setTimeout(() => request.destroy(new Error('deadline')), options.timeoutMs);
      request.on('close', () => clearTimeout(deadline));
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        options.logger.warn({ err: error, path }, 'catalog seat call failed');
        resolve(
          !sent && ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(error.code ?? '')
            ? 'unreachable'
            : 'unknown',
        );
      });
      request.end(payload);
    });
  }

  return {
    async hold(eventId, bookingId, seats, locale, ip) {
      const answer = await call('PUT', seatHoldPath(eventId, bookingId), { seats }, { 'accept-language': locale }, ip);
      if (answer === 'unreachable' || answer === 'unknown') return { kind: answer };
      if (answer.status === 200 || answer.status === 201) {
        const hold = seatHoldSchema.safeParse(answer.body);
        return hold.success ? { kind: 'held', hold: hold.data } : { kind: 'unknown' };
      }
      if (answer.status === 404) return { kind: 'no-event' };
      if (answer.status === 409) {
        const refusal = seatHoldRefusalSchema.safeParse(answer.body);
        if (refusal.success) return { kind: 'refused', refusal: refusal.data };
      }
      options.logger.error({ status: answer.status, body: answer.body }, 'catalog refused a seat hold unexpectedly');
      return { kind: 'unknown' };
    },
    async release(eventId, bookingId) {
      const answer = await call('DELETE', seatHoldPath(eventId, bookingId), undefined, {}, 'booking-service');
      return answer !== 'unreachable' && answer !== 'unknown' && (answer.status === 204 || answer.status === 404);
    },
    close() {
      agent.destroy();
    },
  };
}
