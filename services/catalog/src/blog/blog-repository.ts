import type {
  AdminBlogPost,
  BlogCategory,
  BlogPostFields,
  BlogPostStatus,
  BlogPostSummary,
  PublicBlogPost,
} from '@ristorante/contracts';
import { readPagedList, type Pool, type PoolClient } from '@ristorante/kit';
import { attachPictures } from '../media/picture-repository.js';
import { readTimeOf, renderPostBody } from './blog-markdown.js';

interface BlogPostRow {
  id: string;
  title_de: string;
  title_en: string;
  slug_de: string;
  slug_en: string;
  teaser_de: string;
  teaser_en: string;
  body_de: string;
  body_en: string;
  category: BlogCategory;
  author: string;
  cover_image_url: string;
  cover_alt_de: string;
  cover_alt_en: string;
  status: BlogPostStatus;
  publish_at: Date | null;
  seeded: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const columns = `id, title_de, title_en, slug_de, slug_en, teaser_de, teaser_en, body_de, body_en, category, author,
  cover_image_url, cover_alt_de, cover_alt_en, status, publish_at, seeded, version, created_at, updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminPost(row: BlogPostRow): AdminBlogPost {
  return {
    id: row.id,
    titleDe: row.title_de,
    titleEn: row.title_en,
    slugDe: row.slug_de,
    slugEn: row.slug_en,
    teaserDe: row.teaser_de,
    teaserEn: row.teaser_en,
    bodyDe: row.body_de,
    bodyEn: row.body_en,
    category: row.category,
    author: row.author,
    coverImageUrl: row.cover_image_url,
    coverAltDe: row.cover_alt_de,
    coverAltEn: row.cover_alt_en,
    status: row.status,
    publishAt: row.publish_at ? iso(row.publish_at) : null,
    seeded: row.seeded,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A published post's card: the bodies are rendered once here, for the reading times. */
function toPublicPost(row: BlogPostRow): PublicBlogPost {
  const bodyHtmlDe = renderPostBody(row.body_de);
  const bodyHtmlEn = renderPostBody(row.body_en);
  return {
    id: row.id,
    slugDe: row.slug_de,
    slugEn: row.slug_en,
    titleDe: row.title_de,
    titleEn: row.title_en,
    teaserDe: row.teaser_de,
    teaserEn: row.teaser_en,
    category: row.category,
    author: row.author,
    coverImageUrl: row.cover_image_url,
    coverPicture: null,
    coverAltDe: row.cover_alt_de,
    coverAltEn: row.cover_alt_en,
    publishedAt: iso(row.publish_at!),
    updatedAt: iso(row.updated_at),
    readTimeDe: readTimeOf(bodyHtmlDe),
    readTimeEn: readTimeOf(bodyHtmlEn),
    bodyHtmlDe,
    bodyHtmlEn,
  };
}

function toSummary(row: BlogPostRow): BlogPostSummary {
  const { bodyHtmlDe: _de, bodyHtmlEn: _en, ...summary } = toPublicPost(row);
  return summary;
}

/** The posts with their covers' sizes and stand-ins (docs/decisions.md 121). */
async function withCovers<T extends BlogPostSummary>(db: Pool | PoolClient, posts: T[]): Promise<T[]> {
  const described = await attachPictures(
    db,
    posts.map((post) => ({ post, picture: null })),
    (entry) => entry.post.coverImageUrl,
  );
  return described.map(({ post, picture }) => ({ ...post, coverPicture: picture }));
}

/**
 * What guests may read at `now` (docs/decisions.md 150): published posts whose time has come, and scheduled ones
 * once theirs has: `$1` is the clock's now, so a test's clock decides, not the database's.
 */
const visible = `status <> 'draft' AND publish_at <= $1`;

/** One page of the published posts, newest first, of one category or all. */
export async function listPublishedPosts(
  pool: Pool,
  now: Date,
  query: { category?: BlogCategory | undefined; page: number; pageSize: number },
): Promise<{ items: BlogPostSummary[]; total: number }> {
  const filter = query.category ? `${visible} AND category = $2` : visible;
  const params = query.category ? [now, query.category] : [now];
  const next = params.length + 1;
  const page = await readPagedList<BlogPostRow, { total: number }, BlogPostSummary>(
    pool,
    {
      list: `SELECT ${columns} FROM blog_posts WHERE ${filter} ORDER BY publish_at DESC, id LIMIT $${next} OFFSET $${next + 1}`,
      counts: `SELECT count(*)::int AS total FROM blog_posts WHERE ${filter}`,
      params,
    },
    query,
    toSummary,
  );
  return { items: await withCovers(pool, page.items), total: page.total };
}

/** The published post with this slug in either language, or undefined (a draft, a post not due yet, none). */
export async function findPublishedPost(pool: Pool, now: Date, slug: string): Promise<PublicBlogPost | undefined> {
  const { rows } = await pool.query<BlogPostRow>(
    `SELECT ${columns} FROM blog_posts WHERE ${visible} AND (slug_de = $2 OR slug_en = $2) ORDER BY slug_de = $2 DESC LIMIT 1`,
    [now, slug],
  );
  if (!rows[0]) return undefined;
  const [post] = await withCovers(pool, [toPublicPost(rows[0])]);
  return post;
}

/** Every post for the owner: drafts without a date first, then newest first. */
export async function listAllPosts(pool: Pool): Promise<AdminBlogPost[]> {
  const { rows } = await pool.query<BlogPostRow>(
    `SELECT ${columns} FROM blog_posts ORDER BY publish_at DESC NULLS FIRST, created_at DESC, id`,
  );
  return rows.map(toAdminPost);
}

export async function findPost(db: Pool | PoolClient, id: string): Promise<AdminBlogPost | undefined> {
  const { rows } = await db.query<BlogPostRow>(`SELECT ${columns} FROM blog_posts WHERE id = $1`, [id]);
  return rows[0] ? toAdminPost(rows[0]) : undefined;
}

/** Holds the post until the transaction ends, answering its cover's address; undefined when there is none. */
export async function lockPost(client: PoolClient, id: string): Promise<string | undefined> {
  const { rows } = await client.query<{ cover_image_url: string }>(
    'SELECT cover_image_url FROM blog_posts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0]?.cover_image_url;
}

/**
 * The fields whose slug another post already has (`except`: the post being saved). A slug names one post in
 * either language, so `/api/blog-posts/{slug}` finds one: it may be the same post's other language's only.
 */
export async function takenSlugs(
  client: PoolClient,
  slugs: Pick<BlogPostFields, 'slugDe' | 'slugEn'>,
  except: string | null,
): Promise<Array<'slugDe' | 'slugEn'>> {
  const { rows } = await client.query<{ de: boolean; en: boolean }>(
    `SELECT coalesce(bool_or($1 IN (slug_de, slug_en)), false) AS de, coalesce(bool_or($2 IN (slug_de, slug_en)), false) AS en
       FROM blog_posts WHERE id IS DISTINCT FROM $3`,
    [slugs.slugDe, slugs.slugEn, except],
  );
  return [...(rows[0]!.de ? ['slugDe' as const] : []), ...(rows[0]!.en ? ['slugEn' as const] : [])];
}

function values(fields: BlogPostFields): unknown[] {
  return [
    fields.titleDe,
    fields.titleEn,
    fields.slugDe,
    fields.slugEn,
    fields.teaserDe,
    fields.teaserEn,
    fields.bodyDe,
    fields.bodyEn,
    fields.category,
    fields.author,
    fields.coverImageUrl,
    fields.coverAltDe,
    fields.coverAltEn,
    fields.status,
    fields.publishAt,
  ];
}

/** A new post; `seeded` for the first install's. */
export async function insertPost(client: PoolClient, fields: BlogPostFields, seeded = false): Promise<AdminBlogPost> {
  const { rows } = await client.query<BlogPostRow>(
    `INSERT INTO blog_posts (title_de, title_en, slug_de, slug_en, teaser_de, teaser_en, body_de, body_en, category, author,
       cover_image_url, cover_alt_de, cover_alt_en, status, publish_at, seeded)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING ${columns}`,
    [...values(fields), seeded],
  );
  return toAdminPost(rows[0]!);
}

/**
 * The owner's save from the version they read (none: over whatever is there): no longer a seed post, and its
 * time announced anew (`due_announced`). Undefined when no row matched at that version.
 */
export async function updatePost(
  client: PoolClient,
  id: string,
  fields: BlogPostFields,
  expectedVersion: number | undefined,
): Promise<AdminBlogPost | undefined> {
  const { rows } = await client.query<BlogPostRow>(
    `UPDATE blog_posts SET title_de = $1, title_en = $2, slug_de = $3, slug_en = $4, teaser_de = $5, teaser_en = $6,
       body_de = $7, body_en = $8, category = $9, author = $10, cover_image_url = $11, cover_alt_de = $12,
       cover_alt_en = $13, status = $14, publish_at = $15, seeded = false, due_announced = false,
       version = version + 1, updated_at = now()
     WHERE id = $16 AND ($17::int IS NULL OR version = $17) RETURNING ${columns}`,
    [...values(fields), id, expectedVersion ?? null],
  );
  return rows[0] ? toAdminPost(rows[0]) : undefined;
}

/** Answers the deleted post's cover address, or undefined when there was none. */
export async function deletePost(client: PoolClient, id: string): Promise<string | undefined> {
  const { rows } = await client.query<{ cover_image_url: string }>(
    'DELETE FROM blog_posts WHERE id = $1 RETURNING cover_image_url',
    [id],
  );
  return rows[0]?.cover_image_url;
}

/**
 * The scheduled posts whose time came by `now` and was not announced yet, marked announced: each is announced
 * once, whichever replica runs the job.
 */
export async function claimDuePosts(client: PoolClient, now: Date): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `UPDATE blog_posts SET due_announced = true
      WHERE status = 'scheduled' AND publish_at <= $1 AND NOT due_announced RETURNING id`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** The first install's posts the owner has neither saved nor deleted (the go-live check lists them). */
export async function listSeeded(db: Pool | PoolClient): Promise<{ id: string; title: string }[]> {
  const { rows } = await db.query<{ id: string; title: string }>(
    'SELECT id, title_de AS title FROM blog_posts WHERE seeded ORDER BY publish_at DESC NULLS FIRST, id',
  );
  return rows;
}

/** Whether the blog has any post at all (the seed fills only an empty one). */
export async function hasPosts(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM blog_posts) AS any');
  return rows[0]!.any;
}
