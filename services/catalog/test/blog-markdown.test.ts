import { describe, expect, it } from 'vitest';
import { readTimeOf, renderPostBody } from '../src/blog/blog-markdown.js';

describe("the blog's Markdown", () => {
  it('when it holds a script tag, then the tag is written as text', () => {
    const html = renderPostBody('Hallo <script>alert(1)</script>\n\n<script src="/x.js"></script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('when it holds raw HTML with event handlers, then no element and no attribute of it reaches the page', () => {
    const html = renderPostBody('<img src=x onerror="alert(1)">\n\n<div onclick="steal()">Klick</div> <b onmouseover=x>fett</b>');
    expect(html).not.toMatch(/<(img|div|b)\b/i);
    expect(html).toContain('&lt;div onclick=&quot;steal()&quot;&gt;Klick&lt;/div&gt;');
  });

  it('when a link is javascript:, data: or vbscript:, then it is no link, however it is written', () => {
    const html = renderPostBody(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](&#106;avascript:alert(1)) [d](data:text/html;base64,PHNjcmlwdD4=) [e](vbscript:x) <javascript:alert(1)>',
    );
    expect(html).not.toMatch(/<a\b/i);
    expect(html).not.toMatch(/href/i);
  });

  it('when a link goes to the web, mail or this site, then it is kept, with rel="noopener"', () => {
    const html = renderPostBody('[Karte](/de/menu) [Wein](https://example.org/wein) [Mail](mailto:ciao@example.de)');
    expect(html).toContain('<a href="/de/menu" rel="noopener">Karte</a>');
    expect(html).toContain('<a href="https://example.org/wein" rel="noopener">Wein</a>');
    expect(html).toContain('<a href="mailto:ciao@example.de" rel="noopener">Mail</a>');
  });

  it("when it shows a picture, then only this site's own are kept, loaded lazily", () => {
    const html = renderPostBody(
      '![Fremd](https://tracker.example/pixel.png) ![Daten](data:image/png;base64,AAAA) ![Pasta](/api/media/seed/blog-unsere-herbstkarte.svg)',
    );
    expect(html).toContain('<img src="/api/media/seed/blog-unsere-herbstkarte.svg" alt="Pasta" loading="lazy">');
    expect(html).not.toContain('tracker.example');
    expect(html).not.toMatch(/src="data:/);
  });

  it("when the author writes a top heading, then it is an h2 under the page's title", () => {
    expect(renderPostBody('# Eins\n\n### Drei')).toBe('<h2>Eins</h2>\n<h3>Drei</h3>\n');
  });

  it('when counting the reading time, then the words of the text count at 200 a minute, at least one', () => {
    expect(readTimeOf(renderPostBody('kurz'))).toBe(1);
    expect(readTimeOf(renderPostBody(Array.from({ length: 401 }, () => 'Wort').join(' ')))).toBe(3);
  });
});
