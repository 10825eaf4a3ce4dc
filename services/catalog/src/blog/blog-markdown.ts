import MarkdownIt from 'markdown-it';
import { ownPicturePath } from '@ristorante/contracts';

/** Link targets a post may have: the web, mail, phone, and this site's own addresses and anchors. */
const allowedLink = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * The blog's Markdown (docs/decisions.md 150): CommonMark without raw HTML (`html: false` writes any tag as text),
 * links only to the web, mail, phone or this site (never `javascript:`, `data:` or `vbscript:`), and pictures only
 * of this site's own (decision 79: nothing is loaded from other sites); a picture from elsewhere is left out.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = (url) => allowedLink.test(url.trim());

const renderImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (!ownPicturePath.test(String(token.attrGet('src') ?? ''))) return '';
  token.attrSet('loading', 'lazy');
  return renderImage(tokens, index, options, env, self);
};

// A link keeps the post's page from the page it opens (window.opener), whatever its target.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet('rel', 'noopener');
  return self.renderToken(tokens, index, options);
};

// The post's title is the page's one h1: a body's headings start at h2, one level below what the author wrote
// for `#`, and h6 stays h6.
for (const rule of ['heading_open', 'heading_close'] as const) {
  markdown.renderer.rules[rule] = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    if (token.tag === 'h1') token.tag = 'h2';
    return self.renderToken(tokens, index, options);
  };
}

/** A post's body as the HTML guests' pages show: safe to set as the page's HTML. */
export function renderPostBody(body: string): string {
  return markdown.render(body);
}

/** Words a guest reads per minute. */
export const wordsPerMinute = 200;

/** Minutes to read a body: its words (of the text as shown, not the Markdown's marks) at 200 a minute, at least 1. */
export function readTimeOf(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
