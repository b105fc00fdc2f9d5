import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers';

describe('SECURITY_HEADERS', () => {
  const sent = new Map(SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value]));

  it('are every header Hono’s secureHeaders() sends, each once', () => {
    expect([...sent.keys()].sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(SECURITY_HEADERS).toHaveLength(sent.size);
  });

  it('carry our policies, written as browsers read them', () => {
    expect(sent.get('content-security-policy')).toMatch(/^default-src 'self'; base-uri 'self'; .*; frame-ancestors 'self'$/);
    expect(sent.get('permissions-policy')).toMatch(/^fullscreen=\(self "https:\/\/www\.youtube\.com" "https:\/\/www\.youtube-nocookie\.com"\), .*, display-capture=\(\)$/);
    expect(sent.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keep, for JSON, the page policy’s transport rule', () => {
    expect(new Map(API_SECURITY_HEADERS).get('strict-transport-security')).toBe(sent.get('strict-transport-security'));
    expect(sent.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});
