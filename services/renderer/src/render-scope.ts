import { catalogContentChanged, type EventEnvelope } from '@ristorante/contracts';

/**
 * What a render must cover (docs/decisions.md 169): every page, or only the pages that read some of the data a change
 * touched. A page's reads are the public API paths it fetched when last rendered (kept in the pages' ledger): `paths`
 * name a read exactly (its query aside), `trees` a read and everything under it.
 */
export type RenderScope = { all: true } | { all: false; paths: ReadonlySet<string>; trees: ReadonlySet<string> };

export const wholeSite: RenderScope = { all: true };

const readsOf = (paths: string[], trees: string[]): RenderScope => ({ all: false, paths: new Set(paths), trees: new Set(trees) });

/** Where each section a guest sees is read from, for a change that keeps every page where it is. */
const sectionReads: Partial<Record<string, RenderScope>> = {
  menu: readsOf([], ['/api/menu']),
  gallery: readsOf([], ['/api/gallery']),
  instagram: readsOf([], ['/api/instagram-posts']),
  home: readsOf([], ['/api/home']),
};

/**
 * The pages a message on the bus changes. An event's seats or details updated: the lists of events and that event's
 * page. A dish, a picture, a post of the feed or the home page's texts changed: the pages that read them. Anything
 * else (an event or a blog post added or removed or renamed, the restaurant's details, hours, reviews) may add or
 * remove pages or change every page's footer: the whole site.
 */
export function scopeOf(message: Pick<EventEnvelope, 'type' | 'payload'>): RenderScope {
  if (message.type !== catalogContentChanged.type) return wholeSite;
  const parsed = catalogContentChanged.payload.safeParse(message.payload);
  if (!parsed.success || parsed.data.change !== 'updated') return wholeSite;
  const { section, id } = parsed.data;
  if (section === 'events') return readsOf(['/api/events'], [`/api/events/${id}`]);
  return sectionReads[section] ?? wholeSite;
}

/** Both changes' pages. */
export function mergeScopes(a: RenderScope | undefined, b: RenderScope): RenderScope {
  if (!a) return b;
  if (a.all || b.all) return wholeSite;
  return { all: false, paths: new Set([...a.paths, ...b.paths]), trees: new Set([...a.trees, ...b.trees]) };
}

/** Whether a page that made these reads shows data the scope changed. */
export function readsAreInScope(scope: RenderScope, reads: readonly string[]): boolean {
  if (scope.all) return true;
  return reads.some((read) => {
    const path = read.split('?', 1)[0]!;
    return scope.paths.has(path) || [...scope.trees].some((tree) => path === tree || path.startsWith(`${tree}/`));
  });
}
