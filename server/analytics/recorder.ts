// The event recorder: a page or the events endpoint hands it an event and goes on at once (never
// awaited). Events wait in memory and are written with one multi-row INSERT every flushMs, or as
// soon as batchSize are waiting, and on shutdown. The queue is bounded: while the database cannot
// take them, the oldest are dropped with a console line (spec point 8: analytics failures are
// console only), so a database outage never grows the server's memory.
import type { Database } from "../db/database";
import { cleanForDatabase } from "../db/clean";

export interface AnalyticsEvent {
  groupSlug: string;
  websiteSlug: string;
  eventId: number;
  category: string;
  pageType?: string | null;
  url: string;
  carId?: string | null;
  leadId?: string | null;
  anonId?: string | null;
  sessionId?: string | null;
  errorMessage?: string | null;
  eventProperties?: Record<string, unknown>;
  /** When it happened: set on record, so a batch written later keeps each event's own time. */
  createdAt?: Date;
}

export interface EventRecorder {
  /** Queues the event; returns at once. */
  record(event: AnalyticsEvent): void;
  /** Writes what is queued now (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes and stops the timer. */
  stop(): Promise<void>;
}

export interface RecorderOptions {
  flushMs?: number;
  batchSize?: number;
  maxQueue?: number;
  log?: (line: string) => void;
}

const COLUMNS = [
  "group_slug",
  "website_slug",
  "event_id",
  "category",
  "page_type",
  "url",
  "car_id",
  "lead_id",
  "anon_id",
  "session_id",
  "error_message",
  "event_properties",
  "created_at",
] as const;

function rowOf(e: AnalyticsEvent): unknown[] {
  const clean = cleanForDatabase(e);
  return [
    clean.groupSlug,
    clean.websiteSlug,
    clean.eventId,
    clean.category,
    clean.pageType ?? null,
    clean.url,
    clean.carId ?? null,
    clean.leadId ?? null,
    clean.anonId ?? null,
    clean.sessionId ?? null,
    clean.errorMessage ?? null,
    JSON.stringify(clean.eventProperties ?? {}),
    e.createdAt ?? new Date(),
  ];
}

/** INSERT of n rows: ($1..$13), ($14..$26), ... */
export function insertSql(n: number): string {
  const rows = Array.from({ length: n }, (_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(", ")})`);
  return `INSERT INTO events (${COLUMNS.join(", ")}) VALUES ${rows.join(", ")}`;
}

export function startEventRecorder(db: Database, options: RecorderOptions = {}): EventRecorder {
  const { flushMs = 2_000, batchSize = 200, maxQueue = 10_000, log = console.error } = options;
  let queue: unknown[][] = [];
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const write = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      try {
        await db.query(insertSql(batch.length), batch.flat());
        queue = queue.slice(batch.length);
      } catch (error) {
        // Kept for the next flush; the bound below drops the oldest if the outage lasts.
        log(`analytics: ${batch.length} events not stored yet (${error instanceof Error ? error.message : String(error)})`);
        return;
      }
    }
  };
  // One write at a time, in order: a flush waits for the one before it.
  const flush = () => (writing = writing.then(write));

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(event) {
      if (stopped) return;
      queue.push(rowOf(event));
      if (queue.length > maxQueue) {
        const over = queue.length - maxQueue;
        queue = queue.slice(over);
        dropped += over;
        if (dropped === over || dropped % 1_000 < over) log(`analytics: queue full, ${dropped} oldest events dropped so far`);
      }
      if (queue.length >= batchSize) void flush();
    },
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
  };
}
