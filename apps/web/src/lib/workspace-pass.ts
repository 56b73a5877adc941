import type { OperatorCompany, User } from '@gbaka/shared';
import { tokenSubject } from './auth/token-subject';
import { getToken } from './token-storage';

/**
 * What the companies' workspace's guard needs to let a member in (the profile, the company and role), kept on the
 * phone at each visit online, so that the conductor's boarding screen opens in a bus yard with no network. It is
 * no key: it lets in only the account whose access token is still stored (signing out removes both), and the API
 * checks that token on every request. Offline, the screen reads only the departures it downloaded.
 */
export interface WorkspacePass {
  user: User;
  workspace: OperatorCompany;
}

const PASS_KEY = 'gbaka-workspace-pass';

export function keepWorkspacePass(pass: WorkspacePass): void {
  try {
    localStorage.setItem(PASS_KEY, JSON.stringify(pass));
  } catch {
    // Storage refused (private browsing): the workspace then needs the network to open.
  }
}

/** The pass of the account signed in on this phone, if it kept one. */
export function workspacePass(): WorkspacePass | null {
  try {
    const subject = tokenSubject(getToken());
    const pass = JSON.parse(localStorage.getItem(PASS_KEY) ?? 'null') as WorkspacePass | null;
    return subject && pass?.user._id === subject ? pass : null;
  } catch {
    return null;
  }
}

/** Sign-out, or the API says the account is no longer staff. */
export function forgetWorkspacePass(): void {
  try {
    localStorage.removeItem(PASS_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
