import type { OperatorCompany, User } from '@gbaka/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, removeToken } from './token-storage';
import { forgetWorkspacePass, keepWorkspacePass, workspacePass } from './workspace-pass';

/** A token shaped like the API's, for `sub` (the signature is not read on the phone). */
const tokenFor = (sub: string) =>
  `h.${Buffer.from(JSON.stringify({ sub, role: 'user' })).toString('base64url')}.s`;

const user = { _id: 'conductor-1', firstName: 'Koffi' } as User;
const workspace = { role: 'conductor', company: { _id: 'c1', name: 'UTB' } } as OperatorCompany;

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the workspace pass', () => {
  it('lets in, offline, the account whose token is stored', () => {
    setToken(tokenFor('conductor-1'));
    keepWorkspacePass({ user, workspace });
    expect(workspacePass()).toEqual({ user, workspace });
  });

  it('lets nobody in once the token is gone, nor another account signed in on the phone', () => {
    keepWorkspacePass({ user, workspace });
    removeToken();
    expect(workspacePass()).toBeNull();
    setToken(tokenFor('someone-else'));
    expect(workspacePass()).toBeNull();
  });

  it('is forgotten at sign-out', () => {
    setToken(tokenFor('conductor-1'));
    keepWorkspacePass({ user, workspace });
    forgetWorkspacePass();
    expect(workspacePass()).toBeNull();
  });
});
