import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiGet, apiToken, authHeaders } from '../admin-helpers';
import { latestMessageTo } from './outbox';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

export interface CompanyManager {
  companyName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A unique company name and its applicant's e-mail and phone, for one test. */
export function newApplicant() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    companyName: `Trans ${id.toUpperCase()}`,
    email: `gerant.${id}@compagnie.test`,
    phone: `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  };
}

/** The path of the invitation link in a message: `/invitations/<token>`. */
export function invitationPath(message: { text: string }): string {
  const match = message.text.match(/\/invitations\/[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`No invitation link in: ${message.text}`);
  return match[0];
}

/** Sends the partner request, and the administrator approves it through the API: the invitation leaves by mail. */
export async function approvedApplicant(request: APIRequestContext, applicant = newApplicant()) {
  const sent = await request.post('/api/partners/request', { headers, data: applicant });
  expect(sent.status(), await sent.text()).toBe(201);
  await approvePartner(request, applicant.companyName);
  return { ...applicant, invitation: invitationPath(await latestMessageTo(applicant.email)) };
}

export async function approvePartner(request: APIRequestContext, companyName: string): Promise<void> {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const { data } = await apiGet<{ data: { _id: string; companyName: string }[] }>(
    request,
    admin,
    `/admin/partners?search=${encodeURIComponent(companyName)}`,
  );
  const partner = data.find((p) => p.companyName === companyName);
  expect(partner, companyName).toBeDefined();
  const approved = await request.put(`/api/admin/partners/${partner!._id}/approve`, {
    headers: authHeaders(admin),
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A new company with its manager, arranged through the API (partner request, approval, invitation accepted). */
export async function newCompanyManager(request: APIRequestContext): Promise<CompanyManager> {
  const applicant = await approvedApplicant(request);
  const manager = { firstName: 'Koffi', lastName: 'Yao', password: 'Gerant#2026x' };
  const accepted = await request.post(`/api${applicant.invitation}/accept`, { headers, data: manager });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { companyName: applicant.companyName, email: applicant.email, ...manager };
}
