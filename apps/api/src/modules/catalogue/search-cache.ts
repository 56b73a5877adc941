import type { ChannelListener } from '../../db/notifications';
/**
 * A trip as a search answer shows it, written once as JSON when it is loaded: a repeated search then costs a
 * filter and a join, not a presentation and a serialisation of every trip (docs/BENCHMARKS.md).
 */
export interface CachedTrip {
  departsAt: number;
  json: string;
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** A notification naming a day (`day:YYYY-MM-DD`) changes only the searches of that day (migration 0005). */
const DAY_PAYLOAD = 'day:';

/**
 * Recent search answers of this API instance, so that the busiest read of the site costs no database round trip
 * (docs/BENCHMARKS.md: one round trip alone halves what an instance can serve).
 *
 * Kept correct by PostgreSQL, not by a lifetime: a trigger on every table a search reads (seats held or sold,
 * trips, buses, companies, cities) notifies `catalogue_changed` at commit, and every instance LISTENs. A change to
 * a trip or its seats names the trip's day, and drops only the answers of that day: a booking leaves every other
 * day's searches in memory. Any other change drops the whole cache. While the listening connection is down,
 * nothing is served from the cache. A seat count may thus lag a booking made through another instance by the time
 * a notification takes to arrive; the seat map and the booking itself always read the database, so the lag can
 * never sell a seat twice.
 *
 * An answer still loading when a change arrives is not kept: it may predate the change. Concurrent misses of one search
 * share one query. Trips are kept with their departure time and filtered on the way out, so a cached answer never
 * lists a bus that has left.
 *
 * Above those trips, each search's whole answer is kept by the request's exact URL and language, until its first
 * bus leaves or its day ends, and dropped by the same notifications: a query asked again word for word is sent
 * back before it is even parsed.
 */
export class SearchCache implements ChannelListener {
  #entries = new Map<string, Entry>();
  #answers = new Map<string, Answer>();
  #listening = false;
  /** Counts the changes heard, so that an answer written from trips loaded before a change is not kept. */
  #changes = 0;

  constructor(
    /** Answers kept at most (0 turns the cache off); the oldest go first. */
    private readonly maxEntries: number,
    /** A safety net should a notification ever be lost without the connection dropping. */
    private readonly maxAgeMs = 60_000,
  ) {}

  /** Whether answers are kept now: listening for changes, and not turned off. */
  get active(): boolean {
    return this.#listening && this.maxEntries > 0;
  }

  /**
   * The trips of one search of the day `day` (YYYY-MM-DD, the day the trips depart): from memory when fresh, else
   * from `load` (the database).
   */
  async search(
    key: string,
    day: string,
    now: Date,
    load: () => Promise<CachedTrip[]>,
  ): Promise<CachedTrip[]> {
    if (!this.active) return load();
    let entry = this.#entries.get(key);
    if (!entry || now.getTime() - entry.storedAt > this.maxAgeMs) {
      entry = this.#store(key, day, now, load());
    }
    const rows = await entry.rows;
    return rows.filter((row) => row.departsAt > now.getTime());
  }

  #store(key: string, day: string, now: Date, rows: Promise<CachedTrip[]>): Entry {
    const entry: Entry = { rows, day, storedAt: now.getTime() };
    this.#keep(this.#entries, key, entry);
    rows.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry;
  }

  /**
   * The whole answer kept for `key` (a request's language and URL, word for word), while it is still true at `now`:
   * the busiest search of all, a query asked again as it was, then costs neither the query's check nor the
   * trips' filter and join.
   */
  answer(key: string, now: number): string | undefined {
    if (!this.active) return undefined;
    const answer = this.#answers.get(key);
    if (answer && now < answer.validUntil) return answer.body;
    if (answer) this.#answers.delete(key);
    return undefined;
  }

  /** The number to give `keepAnswer`, taken before the trips of that answer are read. */
  get changesHeard(): number {
    return this.#changes;
  }

  /**
   * Keeps `answer` for `key` until `validUntil` (the first departure it lists, the end of its day), unless a change
   * was heard since `changesHeard` was read: the trips it was written from may predate that change.
   */
  keepAnswer(key: string, changesHeard: number, answer: Answer, now: number): void {
    if (!this.active || changesHeard !== this.#changes) return;
    this.#keep(this.#answers, key, {
      ...answer,
      validUntil: Math.min(answer.validUntil, now + this.maxAgeMs),
    });
  }

  #keep<T>(map: Map<string, T>, key: string, value: T): void {
    map.delete(key);
    map.set(key, value);
    // Maps iterate in insertion order: the first key is the oldest.
    if (map.size > this.maxEntries) map.delete(map.keys().next().value!);
  }

  /** Something a search shows has changed (ChannelListener). */
  notified(payload: string): void {
    this.#changes++;
    // Also drops the answers still loading: they may predate the change, and the next search reloads.
    if (!payload.startsWith(DAY_PAYLOAD)) {
      this.#entries.clear();
      this.#answers.clear();
      return;
    }
    const day = payload.slice(DAY_PAYLOAD.length);
    for (const [key, entry] of this.#entries) if (entry.day === day) this.#entries.delete(key);
    for (const [key, answer] of this.#answers) if (answer.days.includes(day)) this.#answers.delete(key);
  }

  /** The listening connection dropped or came back: what was kept may have missed a change (ChannelListener). */
  listening(on: boolean): void {
    this.#listening = on;
    this.#changes++;
    this.#entries.clear();
    this.#answers.clear();
  }
}

interface Entry {
  rows: Promise<CachedTrip[]>;
  day: string;
  storedAt: number;
}

/** A search's whole answer as sent, with the days it lists trips of. */
export interface Answer {
  body: string;
  days: string[];
  /** When it stops being true: its first departure, the end of its day, or the safety net's age (ms). */
  validUntil: number;
}
