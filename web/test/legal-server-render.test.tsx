// @vitest-environment node
import { siteConfig } from '@ristorante/contracts';
import { describe, expect, it } from 'vitest';
import { privacy } from '../src/features/legal/texts/privacy';
import { renderOnServer } from './support/render-on-server';

describe('the legal page rendered on the server', () => {
  it('when a ?tab= address is rendered, then its tab is open and its text (a chunk of its own) is in the HTML', async () => {
    const html = await renderOnServer('/en/legal?tab=privacy');

    expect(html).toMatch(/<a[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Privacy Policy<\/a>/);
    expect(html).toContain('<h2>Privacy Policy</h2>');
    // The last section's heading: the whole text is there, not a loading state.
    expect(html).toContain(`<h3>${privacy.en.at(-1)?.heading}</h3>`);
    expect(html).toContain(`href="mailto:${siteConfig.email}"`);
    expect(html).not.toContain('role="status"');
  });

  it('when no tab is named, then the Impressum is rendered with the operator', async () => {
    const html = await renderOnServer('/de/legal');

    expect(html).toContain('<h2>Impressum</h2>');
    expect(html).toContain(siteConfig.operator.company);
    expect(html).toContain('<mark>');
  });
});
