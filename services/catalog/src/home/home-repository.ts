import { defaultHomeContent, homeContentSchema, homeStandIns, type HomeContent, type PublishedHome } from '@ristorante/contracts';
import type { Pool, PoolClient } from '@ristorante/kit';
import { picturesOf } from '../media/picture-repository.js';
import { lockSingleton, readSingleton, writeSingleton, type SingletonDocument } from '../shared/singleton-document.js';

const home: SingletonDocument<HomeContent> = {
  table: 'home_content',
  parse: (stored) => homeContentSchema.parse(stored),
  defaults: defaultHomeContent,
};

/** The pictures' addresses the content names. */
const picturedUrls = (content: HomeContent) => [content.hero.imageUrl, ...content.features.map((feature) => feature.imageUrl)];

/**
 * The home page in force: what the owner last saved, or the first install's as version 0 (docs/decisions.md 152),
 * with the size and stand-in of each picture it names (121).
 */
export async function readHome(db: Pool | PoolClient): Promise<PublishedHome> {
  const content = await readSingleton(db, home);
  const pictures = await picturesOf(db, picturedUrls(content));
  return { ...content, pictures: Object.fromEntries(pictures) };
}

/** Saves the content as the next version after `currentVersion`. */
export function writeHome(client: PoolClient, content: HomeContent, currentVersion: number, by: string): Promise<number> {
  return writeSingleton(client, home, content, currentVersion, by);
}

export function lockHomeSaves(client: PoolClient): Promise<void> {
  return lockSingleton(client, home);
}

/** The home page's fields that still hold a bracketed stand-in, for the go-live check (docs/decisions.md 152). */
export async function listHomeStandIns(db: Pool | PoolClient): Promise<string[]> {
  return homeStandIns(await readSingleton(db, home));
}
