// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostQueryOptions } from '../src/features/blog/api/get-blog-post';
import { blogPostsQueryOptions } from '../src/features/blog/api/get-blog-posts';
import { readPublicApiFrom } from '../src/lib/api';
import { createQueryClient } from '../src/lib/query-client';
import { server } from './support/api-server';
import { blogPosts, summaryOf } from './support/blog-posts';
import { renderOnServer } from './support/render-on-server';

// Outside a browser the reads go to the gateway's address, as in the renderer (docs/decisions.md 92).
const gateway = 'http://gateway.test';
beforeAll(() => readPublicApiFrom(gateway));
afterAll(() => readPublicApiFrom(''));

describe('the blog rendered on the server', () => {
  it('renders the whole list for a ?category= address too: one file answers every query, the browser filters once hydrated', async () => {
    server.use(
      http.get(`${gateway}/api/blog-posts`, () =>
        HttpResponse.json({ items: blogPosts.map(summaryOf), page: 1, pageSize: 100, total: blogPosts.length }),
      ),
    );
    const client = createQueryClient();
    await client.prefetchQuery(blogPostsQueryOptions());
    const html = await renderOnServer('/de/blog?category=traditions', client);

    for (const post of blogPosts) expect(html).toContain(post.titleDe);
    expect(html).toContain('aria-current="page"');
  });

  it("renders a post with its picture and the catalog's HTML of its text, and no Markdown is parsed here", async () => {
    const [post] = blogPosts;
    server.use(http.get(`${gateway}/api/blog-posts/${post!.slugEn}`, () => HttpResponse.json(post)));
    const client = createQueryClient();
    await client.prefetchQuery(blogPostQueryOptions(post!.slugEn));
    const html = await renderOnServer(`/en/blog/${post!.slugEn}`, client);

    expect(html).toContain(`<h1 id="blog-post-title">${post!.titleEn}</h1>`);
    // Its cover is a seed picture of the catalog, offered as variants (docs/decisions.md 121).
    const base = post!.coverImageUrl.replace(/\.svg$/, '');
    expect(html).toContain(`<source type="image/avif" srcSet="${base}/320.avif 320w, ${base}/640.avif 640w,`);
    expect(html).toContain(`src="${base}/960.jpg"`);
    expect(html).toContain(`<div class="blog-post-body">${post!.bodyHtmlEn}</div>`);
  });
});
