import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startAppScript, startAppScriptHash, webSecurityHeaders } from '../src/index.js';

const scriptSources = () => /script-src ([^;]+);/.exec(webSecurityHeaders['content-security-policy'])?.[1]?.split(' ');

describe('the CSP and the one inline script it allows', () => {
  it('when the start script is hashed, then its SHA-256 is the one the CSP names (edit both together)', () => {
    const hash = `sha256-${createHash('sha256').update(startAppScript, 'utf8').digest('base64')}`;

    expect(startAppScriptHash).toBe(hash);
    expect(scriptSources()).toEqual(["'self'", `'${hash}'`]);
  });

  it('when the CSP is read, then no script runs inline unless it is that one, and no page can be framed', () => {
    const policy = webSecurityHeaders['content-security-policy'];

    expect(scriptSources()).not.toContain("'unsafe-inline'");
    expect(scriptSources()).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});
