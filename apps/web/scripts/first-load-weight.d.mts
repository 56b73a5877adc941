/** Types of first-load-weight.mjs, for the budget test (e2e/budgets.spec.ts). */
export interface ChunkWeight {
  file: string;
  raw: number;
  gz: number;
  br: number;
}

export interface FirstLoad {
  /** The page module's file name: src/**\/pages/<page>.tsx. */
  page: string;
  /** The translation namespaces its route preloads (src/app/router.tsx); "common" is always loaded. */
  namespaces: string[];
  language?: string;
}

export function firstLoadWeight(
  dist: string,
  firstLoad: FirstLoad,
): { rows: ChunkWeight[]; total: { raw: number; gz: number; br: number } };

/** Kibibytes, one decimal. */
export function kb(bytes: number): string;
