// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogSlugIn } from '@ristorante/contracts';
import { blogPosts } from '../src/features/blog/posts';
import { renderOnServer } from './support/render-on-server';

describe('the blog rendered on the server', () => {
  it('renders the whole list for a ?category= address too: one file answers every query, the browser filters once hydrated', async () => {
    const html = await renderOnServer('/de/blog?category=traditions');

    for (const post of blogPosts) expect(html).toContain(post.text.de.title);
    expect(html).toContain('aria-current="page"');
  });

  it('renders a post with its picture and its text', async () => {
    const [post] = blogPosts;
    const english = `/en/blog/${blogSlugIn(post!.slug, 'en')}`;
    const html = await renderOnServer(english);

    expect(html).toContain(`<h1 id="blog-post-title">${post!.text.en.title}</h1>`);
    expect(english).not.toBe(`/en/blog/${post!.slug}`);
    // Its illustration is a seed picture of the catalog, offered as variants (docs/decisions.md 121).
    const base = `/api/media/seed/blog-${post!.image.replace(/\.svg$/, '')}`;
    expect(html).toContain(`<source type="image/avif" srcSet="${base}/320.avif 320w, ${base}/640.avif 640w,`);
    expect(html).toContain(`src="${base}/960.jpg"`);
    // The text comes from the post's own chunk; the server render waits for it.
    const body = await post!.loadBody();
    const paragraph = body.en.find((block) => block.type === 'paragraph');
    expect(html).toContain(paragraph?.type === 'paragraph' ? paragraph.text : 'a paragraph');
  });
});
