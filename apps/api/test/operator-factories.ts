import type { CompanyRole } from '@gbaka/shared';
import type { App } from '../src/app';
import { companyMembers } from '../src/db/schema';
import { caller } from './admin-factories';
import { signUp } from './helper';

/**
 * Company staff for the operator tests: a traveller signs up, then joins a company with a role straight in the
 * database (the invitation flow has tests of its own). `call` is an injector bound to them.
 */
export async function signUpStaff(app: App, companyId: string, role: CompanyRole) {
  const account = await signUp(app);
  await app.db.insert(companyMembers).values({ userId: account.user._id, companyId, role });
  return { ...account, role, companyId, call: caller(app, account.auth) };
}
