import type { Express, Request } from 'express';
import {
  dataRequestHours,
  dataRequestSchema,
  inboxText,
  personalDataErasureRequested,
  personalDataRequested,
  reviewsChanged,
  type PersonalData,
} from '@ristorante/contracts';
import { randomUUID } from 'node:crypto';
import {
  AppError,
  localeOf,
  newGuestToken,
  recordEvent,
  requestTokenHash,
  withTransaction,
  type Pool,
  type PoolClient,
  type ServiceDeps,
} from '@ristorante/kit';

interface DataRequestRow {
  id: string;
  email: string;
  locale: 'de' | 'en';
  expires_at: Date;
  erased_at: Date | null;
}

/** The request a link names, still valid at `now`; 404 for no such link, 410 for one that expired. */
async function validRequest(db: Pool | PoolClient, req: Request, now: Date, forUpdate = false): Promise<DataRequestRow> {
  const hash = requestTokenHash(req, inboxText['inbox.dataRequest.invalid']);
  const { rows } = await db.query<DataRequestRow>(
    `SELECT id, email, locale, expires_at, erased_at FROM data_requests WHERE token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [hash],
  );
  const row = rows[0];
  if (!row) throw new AppError(404, inboxText['inbox.dataRequest.invalid']);
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError(410, inboxText['inbox.dataRequest.expired']);
  return row;
}

/** What the inbox holds of an address: its contact messages and its feedback. */
async function inboxRecordsOf(db: Pool | PoolClient, email: string): Promise<PersonalData['records']> {
  const [messages, feedback] = await Promise.all([
    db.query(
      `SELECT name, email, subject, message, locale, status, created_at FROM contact_messages
        WHERE lower(email) = lower($1) ORDER BY created_at`,
      [email],
    ),
    db.query(
      `SELECT name, email, rating, experience, suggestions, consent_to_publish, approved, locale, created_at FROM feedback
        WHERE lower(email) = lower($1) ORDER BY created_at`,
      [email],
    ),
  ]);
  return { contactMessages: messages.rows, feedback: feedback.rows };
}

/**
 * A guest's data rights, self-served (docs/decisions.md 116). The inbox keeps the requests: a request sends a link to
 * the address (whoever asks, the answer is the same, so it tells nobody whether the address is known); the link shows
 * the inbox's records (booking answers its own) and asks for erasure, which the inbox carries out for its records at
 * once and announces to every other owner.
 */
export function mountPersonalDataRoutes(app: Express, deps: ServiceDeps): void {
  const { pool } = deps;

  app.post('/api/data-requests', async (req, res) => {
    const { email, locale } = dataRequestSchema.parse(req.body);
    const { token, hash } = newGuestToken();
    const expiresAt = new Date(Date.now() + dataRequestHours * 3_600_000);
    await withTransaction(pool, async (client) => {
      // One link per address every ten minutes: the form cannot be used to flood someone's mailbox. The answer is the
      // same either way.
      const recent = await client.query(
        `SELECT 1 FROM data_requests WHERE lower(email) = lower($1) AND created_at > now() - interval '10 minutes'`,
        [email],
      );
      if (recent.rowCount) return;
      const requestId = randomUUID();
      await client.query('INSERT INTO data_requests (id, email, locale, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        requestId,
        email,
        locale ?? localeOf(req),
        hash,
        expiresAt,
      ]);
      await recordEvent(client, personalDataRequested, {
        requestId,
        email,
        locale: locale ?? localeOf(req),
        accessToken: token,
        tokenHash: hash.toString('hex'),
        expiresAt: expiresAt.toISOString(),
      });
    });
    deps.relay?.nudge();
    res.status(202).json({ accepted: true });
  });

  app.get('/api/personal-data/inbox', async (req, res) => {
    const request = await validRequest(pool, req, new Date());
    const answer: PersonalData = {
      service: 'inbox',
      email: request.email,
      erased: request.erased_at !== null,
      records: await inboxRecordsOf(pool, request.email),
    };
    res.set('cache-control', 'no-store').json(answer);
  });

  app.post('/api/personal-data/erase', async (req, res) => {
    const answer = await withTransaction(pool, async (client): Promise<PersonalData> => {
      const request = await validRequest(client, req, new Date(), true);
      // Asked once already (a double click): done, and announced once.
      if (request.erased_at === null) {
        // Messages and feedback serve no record the law asks to keep: they go entirely.
        await client.query('DELETE FROM contact_messages WHERE lower(email) = lower($1)', [request.email]);
        const feedback = await client.query<{ was_published: boolean }>(
          'DELETE FROM feedback WHERE lower(email) = lower($1) RETURNING approved AND consent_to_publish AS was_published',
          [request.email],
        );
        // A published review of theirs leaves the rendered pages now, not at the next timed render.
        if (feedback.rows.some((row) => row.was_published)) await recordEvent(client, reviewsChanged, { reason: 'erased' });
        // The copies in events already delivered (kept a week after publishing) go too.
        await client.query(`DELETE FROM outbox WHERE published_at IS NOT NULL AND lower(payload->>'email') = lower($1)`, [
          request.email,
        ]);
        await client.query('UPDATE data_requests SET erased_at = now() WHERE id = $1', [request.id]);
        await recordEvent(client, personalDataErasureRequested, {
          requestId: request.id,
          email: request.email,
          locale: request.locale,
        });
      }
      return { service: 'inbox', email: request.email, erased: true, records: await inboxRecordsOf(client, request.email) };
    });
    deps.relay?.nudge();
    res.set('cache-control', 'no-store').json(answer);
  });
}
