import type { Pool, QueryRow } from './pool.js';

/** Which page of a staff list, counted from 1, and how many rows a page holds. */
export interface PageWanted {
  page: number;
  pageSize: number;
}

/**
 * One page of a staff list, each row as `toItem` makes it, and the counts shown beside it (a total, how many
 * unread…), read at once. `list` ends in `LIMIT $n OFFSET $n+1`, the two parameters after the filter's `params`;
 * `counts` takes `params` alone, or `countParams` where it reads none of the filter's (a total kept as bookings are
 * written, docs/decisions.md 172), and answers one row. The inbox's and the bookings' lists read their pages through
 * here (docs/decisions.md 144).
 */
export async function readPagedList<Row extends QueryRow, Counts extends QueryRow, Item>(
  pool: Pool,
  sql: { list: string; counts: string; params?: unknown[]; countParams?: unknown[] },
  { page, pageSize }: PageWanted,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[] } & Counts> {
  const params = sql.params ?? [];
  const [list, counts] = await Promise.all([
    pool.query<Row>(sql.list, [...params, pageSize, (page - 1) * pageSize]),
    pool.query<Counts>(sql.counts, sql.countParams ?? params),
  ]);
  return { items: list.rows.map(toItem), ...counts.rows[0]! };
}
