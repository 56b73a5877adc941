import { translate } from '@gbaka/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { partnerRequests } from '../../db/schema';
import { setRole } from '../../../test/discovery-factories';
import { createTestApp, readOutbox, signUp } from '../../../test/helper';

const ctx = await createTestApp();
const { app, database } = ctx;
const db = database.db;
// A second app, for the one test that spends its budget.
const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });

const admin = await signUp(app);
await setRole(db, admin.user._id, 'admin');
const bannedAdmin = await signUp(app);
await setRole(db, bannedAdmin.user._id, 'admin', true);
const phoneOnlyAdmin = await signUp(app, { email: undefined });
await setRole(db, phoneOnlyAdmin.user._id, 'admin');
const traveller = await signUp(app);

const valid = { companyName: 'Sotra Express', email: 'Contact@Sotra.ci', phone: '27 20 00 00 00' };
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/partners/request', payload: payload as object, headers });
const stored = (email: string) => db.select().from(partnerRequests).where(eq(partnerRequests.email, email));

describe('POST /partners/request', () => {
  it('stores the request as pending and answers 201 with the success message', async () => {
    const res = await send({ ...valid, message: ' Nous avons 12 cars. ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: '✅ Votre demande a été envoyée avec succès !' });
    const [row] = await stored('contact@sotra.ci');
    expect(row).toMatchObject({
      companyName: 'Sotra Express',
      phone: '+2252720000000',
      message: 'Nous avons 12 cars.',
      status: 'pending',
    });
  });

  it('tells every active administrator with an e-mail, and nobody else', async () => {
    await send({ ...valid, companyName: 'Baobab Transport', email: 'info@baobab.ci' });
    const mails = readOutbox(ctx.dataDir).filter((m) => m.subject.includes('Baobab Transport'));
    expect(mails.map((m) => m.to)).toEqual([admin.body.email]);
    expect(mails[0]).toMatchObject({ channel: 'mail' });
    expect(mails[0]!.subject).toBe('Gbaka — nouvelle demande de partenariat : Baobab Transport');
    expect(mails[0]!.text).toContain('info@baobab.ci');
    expect(mails[0]!.text).toContain('http://localhost:3000/admin/partners');
    const everyone = readOutbox(ctx.dataDir).map((m) => m.to);
    expect(everyone).not.toContain(bannedAdmin.body.email);
    expect(everyone).not.toContain(traveller.body.email);
  });

  it('succeeds even when the notification cannot be sent', async () => {
    const failing = vi.spyOn(app.mailer, 'sendMail').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await send({ ...valid, email: 'ops@kanien.ci' });
    failing.mockRestore();
    expect(res.statusCode).toBe(201);
    expect(await stored('ops@kanien.ci')).toHaveLength(1);
  });

  it("answers 400 with a message per field, in the caller's language", async () => {
    const res = await send({
      companyName: ' ',
      email: 'nope',
      phone: '+233 24 123 4567',
      message: 'x'.repeat(2001),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'companyName', message: 'Le nom de la compagnie est requis' },
        { field: 'email', message: "Format d'email invalide" },
        { field: 'phone', message: 'Numéro de téléphone ivoirien invalide' },
        { field: 'message', message: 'Le message ne peut pas dépasser 2000 caractères' },
      ]),
    );
    const english = (await send({ ...valid, companyName: '' }, { 'accept-language': 'en' })).json();
    expect(english.errors).toEqual([
      { field: 'companyName', message: translate('en', 'companyNameRequired') },
    ]);
  });

  it.each([
    ['an empty body', undefined],
    ['an array', [1, 2]],
    ['wrong types', { companyName: 42, email: ['a@b.ci'], phone: { n: 1 }, message: false }],
    ['a null', null],
  ])('answers 400, never 500, to %s', async (_label, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"companyName": ', 400],
    ['a JSON string', 'application/json', '"hello"', 400],
    ['plain text', 'text/plain', 'hello', 400],
    ['XML', 'application/xml', '<partner/>', 415],
  ])('answers %s with a 4xx', async (_label, type, payload, status) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/partners/request',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
  });

  it('answers 429 once the per-minute budget is spent', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/api/partners/request', payload: valid });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  });
});
