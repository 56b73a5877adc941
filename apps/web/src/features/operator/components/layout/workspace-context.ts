import { createContext, useContext } from 'react';
import type { WorkspacePass } from '@/lib/workspace-pass';

/**
 * Who is in the workspace and for which company, as its guard let them in: from the API online, from the phone's
 * pass offline (lib/workspace-pass.ts). A screen that must work offline reads it here, not from the session's query,
 * which has no answer without a network.
 */
export const WorkspaceContext = createContext<WorkspacePass | null>(null);

export function useWorkspace(): WorkspacePass {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace outside the workspace layout');
  return workspace;
}
