import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function messagesTo(recipient: string): Promise<OutboxMessage[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const messages = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as OutboxMessage),
  );
  return messages
    .filter((message) => message.to.toLowerCase() === recipient.toLowerCase())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits for the newest message sent to `recipient` (e-mail or SMS). */
export async function latestMessageTo(recipient: string): Promise<OutboxMessage> {
  let latest: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      latest = (await messagesTo(recipient)).at(-1);
      return latest !== undefined;
    })
    .toBe(true);
  return latest!;
}

/** The path of the reset link in a message: `/reset-password/<token>`. */
export function resetLinkPath(message: OutboxMessage): string {
  const match = message.text.match(/\/reset-password\/[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`No reset link in: ${message.text}`);
  return match[0];
}
