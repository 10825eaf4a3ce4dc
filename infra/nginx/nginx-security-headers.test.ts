import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webSecurityHeaders } from '@ristorante/contracts';

// Nginx cannot import the contracts, so its config spells the headers out; this keeps them equal to the ones the
// embedded gateway sends. The CSP names the start script's hash: a script edited on one side only would leave
// every rendered page inert behind Nginx.
const template = readFileSync(new URL('./restaurant.conf.template', import.meta.url), 'utf8');

/** The server's `add_header Name "value" always;` lines, names lower-cased. */
const headers = Object.fromEntries(
  [...template.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;/gm)].map((match) => [match[1]!.toLowerCase(), match[2]!]),
);

describe('the security headers of Nginx and of the contracts (webSecurityHeaders)', () => {
  it('when the template is read, then it sets exactly the contracts’ headers, the CSP with the start script’s hash', () => {
    expect(headers).toEqual(webSecurityHeaders);
  });
});
