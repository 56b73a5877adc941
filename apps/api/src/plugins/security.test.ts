import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper';
import { securityHeaders } from './security';

const { app } = await createTestApp();

describe('security headers', () => {
  it('are computed once and sent on every answer, 404s included', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('include HSTS only when asked', () => {
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toContain('max-age=');
    expect(securityHeaders({ hsts: false })['strict-transport-security']).toBeUndefined();
  });
});
