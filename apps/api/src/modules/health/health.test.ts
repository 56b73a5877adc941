import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';

const { app, database } = await createTestApp();

it('reports the database kind', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: database.kind });
});

it('serves the OpenAPI document generated from the schemas', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.paths['/api/users/register'].post.requestBody).toBeDefined();
});

it('answers unknown API routes with a localised 404', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en' } });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: 'API route not found' });
});

it('sends the security headers, with a CSP', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});
