import type { Express } from 'express';
import { uuidParam } from '@ristorante/kit';
import { expectedVersion } from './catalog-http.js';

/** What a section's edit routes call: its use cases (docs/decisions.md 139). */
export interface ContentEdits<Fields, Row> {
  add: (fields: Fields) => Promise<Row>;
  save: (id: string, fields: Fields, expectedVersion: number | undefined) => Promise<Row>;
  remove: (id: string) => Promise<void>;
}

/**
 * The staff's create, edit and delete of dishes, pictures and events, answered alike (docs/decisions.md 144):
 * `POST path` answers 201 with the new row; `PUT path/:id` saves from the If-Match version and answers the row;
 * `DELETE path/:id` answers 204. An id that is no UUID is the section's 404, as a missing one is.
 */
export function mountContentEdits<Fields, Row>(
  app: Express,
  path: string,
  input: { parse(body: unknown): Fields },
  notFound: string,
  edits: ContentEdits<Fields, Row>,
): void {
  app.post(path, async (req, res) => {
    res.status(201).json(await edits.add(input.parse(req.body)));
  });

  app.put(`${path}/:id`, async (req, res) => {
    const id = uuidParam(req.params.id, notFound);
    const fields = input.parse(req.body);
    res.json(await edits.save(id, fields, expectedVersion(req)));
  });

  app.delete(`${path}/:id`, async (req, res) => {
    await edits.remove(uuidParam(req.params.id, notFound));
    res.status(204).end();
  });
}
