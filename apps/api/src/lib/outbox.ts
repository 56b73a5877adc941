import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from './ids';

/** One message as DATA_DIR/outbox keeps it (DESIGN §6): the JSON a developer or a test reads. */
export interface OutboxRecord {
  channel: 'mail' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: string[];
  createdAt: string;
}

/**
 * Writes a message to the outbox, with its rendered .eml for a mail; answers the file's base name. The JSON is
 * written aside, then renamed: whoever reads the outbox (a test, a developer's script) never finds a message half
 * written, and finds it only once its .eml is there too.
 */
export async function writeToOutbox(
  outboxDir: string,
  record: Omit<OutboxRecord, 'createdAt'>,
  eml?: Buffer,
): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const now = new Date().toISOString();
  const name = `${now.replace(/[:.]/g, '-')}-${record.channel}-${newId()}`;
  const base = path.join(outboxDir, name);
  if (eml) await writeFile(`${base}.eml`, eml);
  await writeFile(`${base}.json.partial`, JSON.stringify({ ...record, createdAt: now }, null, 2));
  await rename(`${base}.json.partial`, `${base}.json`);
  return name;
}
