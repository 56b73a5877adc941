import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers, invitations, partnerRequests, smsMessages } from '../../db/schema';
import { newId } from '../../lib/ids';
import { auditOf, caller, signUpAdmin } from '../../../test/admin-factories';
import { createCompany } from '../../../test/factories';
import { createTestApp, readOutbox, signUp } from '../../../test/helper';
import { signUpStaff } from '../../../test/operator-factories';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = caller(app, (await signUpAdmin(app)).auth);
const anonymous = caller(app);

async function partnerRequest(companyName = `Transports ${newId().slice(-6)}`) {
  const id = newId();
  const email = `gerant.${id.slice(-6)}@example.ci`;
  await db.insert(partnerRequests).values({ id, companyName, email, phone: '+2250701020304' });
  return { id, email, companyName };
}

/** The newest message to `to` and the invitation token its link carries. */
async function invitationTo(to: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const message = readOutbox(ctx.dataDir).findLast((m) => m.to === to);
    const token = /\/invitations\/([\w-]+)/.exec(message?.text ?? '')?.[1];
    if (message && token) return { message, token };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no invitation to ${to}`);
}

const strong = { firstName: 'Kouadio', lastName: 'Yao', password: 'Gerant#2026' };

describe('from partner request to workspace', () => {
  it('approving creates the company, mails a single-use invitation and makes its acceptor the manager', async () => {
    const request = await partnerRequest();
    const approved = await admin('PUT', `/api/admin/partners/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Partenaire approuvé',
      data: { status: 'approved' },
      company: { name: request.companyName },
    });
    const companyId = approved.json().company._id;

    const { message, token } = await invitationTo(request.email);
    expect(message.subject).toBe(`Gbaka — invitation à rejoindre ${request.companyName}`);
    expect(message.text).toContain('en tant que responsable');
    const stored = await db.select().from(invitations).where(eq(invitations.companyId, companyId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const offer = await anonymous('GET', `/api/invitations/${token}`);
    expect(offer.json().data).toMatchObject({
      company: { _id: companyId, name: request.companyName },
      role: 'manager',
      email: request.email,
      accountExists: false,
    });
    const weak = await anonymous('POST', `/api/invitations/${token}/accept`, {
      ...strong,
      password: 'abcdefgh',
    });
    expect([weak.statusCode, weak.json().errors]).toEqual([
      400,
      [{ field: 'password', message: 'Le mot de passe est trop faible' }],
    ]);
    const accepted = await anonymous('POST', `/api/invitations/${token}/accept`, strong);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: `Bienvenue dans l'espace de ${request.companyName}`,
      user: { email: request.email, firstName: 'Kouadio', role: 'user' },
    });
    expect(accepted.cookies.some((c) => c.name === 'gbaka_refresh')).toBe(true);
    const manager = caller(app, { authorization: `Bearer ${accepted.json().token}` });
    expect((await manager('GET', '/api/operator/company')).json().data).toMatchObject({
      company: { _id: companyId },
      role: 'manager',
      commissionRate: 800,
    });
    // Single use: the link now answers as an unknown one.
    for (const [method, url] of [
      ['GET', `/api/invitations/${token}`],
      ['POST', `/api/invitations/${token}/accept`],
    ] as const) {
      const again = await anonymous(method, url, method === 'POST' ? strong : undefined);
      expect([again.statusCode, again.json().message]).toEqual([
        404,
        'Invitation invalide, expirée ou déjà utilisée',
      ]);
    }
    expect((await auditOf(db, { entityId: companyId })).map((e) => e.action)).toEqual(['company.create']);
    expect((await auditOf(db, { entityId: stored[0]!.id })).map((e) => e.action)).toEqual([
      'invitation.create',
      'invitation.accept',
    ]);
  });

  it('links an existing company when told, and refuses an unknown one or a duplicate name', async () => {
    const existing = await createCompany(db);
    const request = await partnerRequest();
    const unknown = await admin('PUT', `/api/admin/partners/${request.id}/approve`, { companyId: newId() });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      400,
      [{ field: 'companyId', message: 'Compagnie introuvable' }],
    ]);
    const linked = await admin('PUT', `/api/admin/partners/${request.id}/approve`, {
      companyId: existing.id,
    });
    expect(linked.json().company).toEqual({ _id: existing.id, name: existing.name });
    const duplicate = await partnerRequest(existing.name.toUpperCase());
    const taken = await admin('PUT', `/api/admin/partners/${duplicate.id}/approve`);
    expect([taken.statusCode, taken.json().errors]).toEqual([
      409,
      [{ field: 'companyId', message: 'Une compagnie porte déjà ce nom' }],
    ]);
    // The refused approval left the request pending.
    const [row] = await db.select().from(partnerRequests).where(eq(partnerRequests.id, duplicate.id));
    expect(row!.status).toBe('pending');
  });

  it('lets a signed-in traveller join with their account, once, and never a second company', async () => {
    const request = await partnerRequest();
    await admin('PUT', `/api/admin/partners/${request.id}/approve`);
    const { token } = await invitationTo(request.email);
    const traveller = await signUp(app);
    const joined = await caller(app, traveller.auth)('POST', `/api/invitations/${token}/accept`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().user._id).toBe(traveller.user._id);

    const other = await partnerRequest();
    await admin('PUT', `/api/admin/partners/${other.id}/approve`);
    const second = await invitationTo(other.email);
    const refused = await caller(app, traveller.auth)('POST', `/api/invitations/${second.token}/accept`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "Ce compte appartient déjà au personnel d'une compagnie",
    ]);
    // Not used by the refusal: its addressee may still accept it.
    expect((await anonymous('GET', `/api/invitations/${second.token}`)).statusCode).toBe(200);
    const anonymousWithoutBody = await anonymous('POST', `/api/invitations/${second.token}/accept`);
    expect(anonymousWithoutBody.statusCode).toBe(400);
  });

  it('asks the owner of an existing account to sign in rather than make a second one', async () => {
    const traveller = await signUp(app);
    const request = await partnerRequest();
    await db
      .update(partnerRequests)
      .set({ email: traveller.body.email })
      .where(eq(partnerRequests.id, request.id));
    await admin('PUT', `/api/admin/partners/${request.id}/approve`);
    const { token } = await invitationTo(traveller.body.email);
    expect((await anonymous('GET', `/api/invitations/${token}`)).json().data.accountExists).toBe(true);
    const res = await anonymous('POST', `/api/invitations/${token}/accept`, strong);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      "Un compte existe déjà avec cet identifiant : connectez-vous pour accepter l'invitation",
    ]);
  });

  it('refuses an expired invitation as an unknown one', async () => {
    const request = await partnerRequest();
    await admin('PUT', `/api/admin/partners/${request.id}/approve`);
    const { token } = await invitationTo(request.email);
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, request.email));
    expect((await anonymous('GET', `/api/invitations/${token}`)).statusCode).toBe(404);
    expect((await anonymous('POST', `/api/invitations/${token}/accept`, strong)).statusCode).toBe(404);
  });
});

const companyA = await createCompany(db);
const companyB = await createCompany(db);
const managerA = await signUpStaff(app, companyA.id, 'manager');
const managerB = await signUpStaff(app, companyB.id, 'manager');

describe('/operator/staff', () => {
  it('invites by e-mail in the manager language and by SMS, lists, resends and revokes', async () => {
    const english = caller(app, { ...managerA.auth, 'accept-language': 'en' });
    const byMail = await english('POST', '/api/operator/staff', {
      role: 'agent',
      email: 'Guichet@Example.ci',
    });
    expect(byMail.statusCode, byMail.body).toBe(201);
    expect(byMail.json()).toMatchObject({
      message: 'Invitation sent',
      data: { role: 'agent', email: 'guichet@example.ci', phone: null, status: 'pending' },
    });
    const mail = await invitationTo('guichet@example.ci');
    expect(mail.message.subject).toBe(`Gbaka — invitation to join ${companyA.name}`);
    expect(mail.message.text).toContain('as counter agent');

    const bySms = await managerA.call('POST', '/api/operator/staff', {
      role: 'conductor',
      phone: '05 44 33 22 11',
    });
    expect(bySms.json().data).toMatchObject({ role: 'conductor', email: null, phone: '+2250544332211' });
    const sms = await invitationTo('+2250544332211');
    expect(sms.message.text).toContain('vous invite comme contrôleur');
    const [queued] = await db.select().from(smsMessages).where(eq(smsMessages.kind, 'invitation'));
    expect(queued!.sensitive).toBe(true);

    const list = (await managerA.call('GET', '/api/operator/staff')).json().data;
    expect(list.members.map((m: { _id: string }) => m._id)).toEqual([managerA.user._id]);
    expect(list.invitations.map((i: { role: string }) => i.role).sort()).toEqual(['agent', 'conductor']);

    const resent = await managerA.call(
      'POST',
      `/api/operator/staff/invitations/${bySms.json().data._id}/resend`,
    );
    expect(resent.json().message).toBe('Invitation renvoyée');
    const renewed = await invitationTo('+2250544332211');
    expect(renewed.token).not.toBe(sms.token);
    expect((await anonymous('GET', `/api/invitations/${sms.token}`)).statusCode).toBe(404);
    expect((await anonymous('GET', `/api/invitations/${renewed.token}`)).statusCode).toBe(200);

    const revoked = await managerA.call(
      'DELETE',
      `/api/operator/staff/invitations/${byMail.json().data._id}`,
    );
    expect(revoked.json().data.status).toBe('revoked');
    expect((await anonymous('GET', `/api/invitations/${mail.token}`)).statusCode).toBe(404);
    const resendRevoked = await managerA.call(
      'POST',
      `/api/operator/staff/invitations/${byMail.json().data._id}/resend`,
    );
    expect([resendRevoked.statusCode, resendRevoked.json().message]).toEqual([
      409,
      "Cette invitation n'est plus en attente",
    ]);
    expect(
      (await auditOf(db, { entityId: bySms.json().data._id })).map((e) => [e.action, e.actorId]),
    ).toEqual([
      ['invitation.create', managerA.user._id],
      ['invitation.resend', managerA.user._id],
    ]);
  });

  it('requires an e-mail or a phone, and a known role', async () => {
    const role = await managerA.call('POST', '/api/operator/staff', { role: 'boss', email: 'x@example.ci' });
    expect([role.statusCode, role.json().errors]).toEqual([
      400,
      [{ field: 'role', message: 'Rôle invalide (responsable, agent ou contrôleur)' }],
    ]);
    const nowhere = await managerA.call('POST', '/api/operator/staff', { role: 'agent' });
    expect([nowhere.statusCode, nowhere.json().errors]).toEqual([
      400,
      [{ field: 'email', message: 'Veuillez fournir au moins un email ou un numéro de téléphone' }],
    ]);
  });

  it('removes a member but never oneself; only managers manage staff', async () => {
    const agent = await signUpStaff(app, companyA.id, 'agent');
    const denied = await agent.call('GET', '/api/operator/staff');
    expect([denied.statusCode, denied.json().message]).toEqual([
      403,
      'Votre rôle dans la compagnie ne permet pas cette action',
    ]);
    const self = await managerA.call('DELETE', `/api/operator/staff/${managerA.user._id}`);
    expect([self.statusCode, self.json().message]).toEqual([
      409,
      'Vous ne pouvez pas vous retirer vous-même de la compagnie',
    ]);
    const removed = await managerA.call('DELETE', `/api/operator/staff/${agent.user._id}`);
    expect(removed.json().message).toBe('Membre retiré de la compagnie');
    expect((await agent.call('GET', '/api/operator/company')).statusCode).toBe(403);
    expect((await auditOf(db, { entityId: agent.user._id }))[0]).toMatchObject({
      action: 'staff.remove',
      actorId: managerA.user._id,
    });
  });

  it("answers 404 to another company's manager and changes nothing", async () => {
    const conductor = await signUpStaff(app, companyA.id, 'conductor');
    const invited = await managerA.call('POST', '/api/operator/staff', {
      role: 'agent',
      email: 'a@example.ci',
    });
    const id = invited.json().data._id;
    for (const [method, url] of [
      ['DELETE', `/api/operator/staff/${conductor.user._id}`],
      ['POST', `/api/operator/staff/invitations/${id}/resend`],
      ['DELETE', `/api/operator/staff/invitations/${id}`],
    ] as const) {
      const res = await managerB.call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [member] = await db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, conductor.user._id));
    expect(member!.companyId).toBe(companyA.id);
    const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id));
    expect(invitation!.revokedAt).toBeNull();
    const listB = (await managerB.call('GET', '/api/operator/staff')).json().data;
    expect(listB.invitations).toEqual([]);
  });
});
