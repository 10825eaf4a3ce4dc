import { describe, expect, it } from 'vitest';
import { adminBlogPostSchema, blogPostPageSchema, blogPostSlugs, publicBlogPostSchema } from '@ristorante/contracts';
import { startedForTests } from '@ristorante/kit/testing';
import { listSeeded } from '../src/blog/blog-repository.js';
import { catalogProcess, startCatalogUnderTest } from './support/catalog-under-test.js';

const catalog = startedForTests(() => startCatalogUnderTest({ SEED_CONTENT: 'true' }));

describe("the blog's seed posts", () => {
  it('when the catalog starts, then the five posts of the first install are published, newest first, marked as seeded', async () => {
    const page = blogPostPageSchema.parse(await (await fetch(`${catalog.base}/api/blog-posts`)).json());
    expect(page.total).toBe(5);
    // The addresses the pages had before the posts moved into the database (docs/decisions.md 136, 150).
    expect(page.items.map((post) => ({ de: post.slugDe, en: post.slugEn }))).toEqual(blogPostSlugs);
    expect(page.items.every((post) => post.coverPicture?.width === 1200)).toBe(true);
    const story = publicBlogPostSchema.parse(await (await fetch(`${catalog.base}/api/blog-posts/our-story`)).json());
    expect(story).toMatchObject({ author: 'Giulia Rossi', publishedAt: '2025-05-06T09:00:00.000Z', category: 'our-story' });
    expect(story.bodyHtmlDe).toContain('<h2>Was „La Sosta“ bedeutet</h2>');
    expect(story.bodyHtmlEn).toContain(
      '<li>We make the pasta ourselves every morning, from the tagliatelle to the ravioli.</li>',
    );
    const owner = adminBlogPostSchema.array().parse(await (await catalog.asAdmin('GET', '/api/admin/blog-posts')).json());
    expect(owner.every((post) => post.seeded)).toBe(true);
    // The go-live check lists them by their German titles.
    expect(await listSeeded(catalog.service.pool)).toEqual(owner.map((post) => ({ id: post.id, title: post.titleDe })));
  });

  it('when the owner saves a seed post, then it is no longer marked seeded; a restart seeds nothing again', async () => {
    const [first] = adminBlogPostSchema.array().parse(await (await catalog.asAdmin('GET', '/api/admin/blog-posts')).json());
    const { id, version, seeded: _seeded, createdAt: _c, updatedAt: _u, ...fields } = first!;
    const saved = await catalog.asAdmin('PUT', `/api/admin/blog-posts/${id}`, fields, { 'if-match': `"${version}"` });
    expect(adminBlogPostSchema.parse(await saved.json()).seeded).toBe(false);
    expect((await listSeeded(catalog.service.pool)).map((post) => post.id)).not.toContain(id);
    expect(await listSeeded(catalog.service.pool)).toHaveLength(4);

    await catalog.sql('DELETE FROM catalog.blog_posts WHERE seeded');
    // A second replica starting: the seed has run on this install and is not run again.
    const again = await catalog.start(catalogProcess(catalog.mediaDir, { SEED_CONTENT: 'true' }));
    try {
      expect(await catalog.sql('SELECT count(*)::int AS n FROM catalog.blog_posts')).toEqual([{ n: 1 }]);
    } finally {
      await again.stop();
    }
  });
});
