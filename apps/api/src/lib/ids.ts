import { randomBytes, createHash } from 'node:crypto';
import { v7 } from 'uuid';

/** Time-ordered UUIDs (v7) for every primary key: index-friendly and unguessable enough for public ids. */
export const newId = (): string => v7();

/** A random URL-safe secret (reset links, refresh tokens, payment tokens). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as their SHA-256, so a database leak does not leak usable tokens. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
