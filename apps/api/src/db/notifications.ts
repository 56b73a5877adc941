import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber to a PostgreSQL notification channel hears. */
export interface ChannelListener {
  notified(payload: string): void;
  /**
   * False when notifications may have been missed (the listening connection is down), true once it listens
   * again. Anything derived from what the notifications announce must be dropped on both.
   */
  listening(on: boolean): void;
}

export interface Subscription {
  close(): Promise<void>;
}

const RETRY_MS = { first: 500, max: 10_000 };

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose the subscription),
 * reconnecting with back-off when the server goes away: a restart must not leave the instance deaf.
 */
export function listenPostgres(url: string, channel: string, listener: ChannelListener): Subscription {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = undefined;
    listener.listening(false);
    if (!closed) retryTimer = setTimeout(connect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== next) return;
      retryMs = RETRY_MS.first;
      listener.listening(true);
    } catch {
      if (client === next) lost();
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}

/** PGlite runs in this process: its notifications arrive when the notifying statement's commit returns. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  listener: ChannelListener,
): Promise<Subscription> {
  const unlisten = await client.listen(channel, (payload) => listener.notified(payload));
  listener.listening(true);
  return {
    async close() {
      if (!client.closed) await unlisten();
    },
  };
}
