// Forwards stored leads to the upstream lead API (spec point 7, "Leads and forms") from the
// outbox, with a timeout and exponential backoff; a lead waits in the database until it is through.
import type { Database } from "../db/database";
import { startOutboxLoop, type OutboxLoop } from "../outbox-loop";
import { CallError, fetchWithRetries } from "../http/fetch";
import { claimNext, markDelivered, markFailed, type OutboxRow } from "./outbox";
import { buildRequest, describeFailure, readReply, type FileToSend, type LeadToSend, type Outcome } from "./upstream";

export interface ForwardOptions {
  /** Base URL of the lead API (LEADS_API_URL); requests go to `${endpoint}/api/leads`. */
  endpoint: string;
  fetch?: typeof fetch;
  /** The clock used for "due" and backoff; tests inject their own. */
  now?: () => Date;
  /** Most rows delivered in one pass. */
  batchSize?: number;
  timeoutMs?: number;
}

export interface ForwardReport {
  attempted: number;
  delivered: number;
  failed: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
// The lease outlives the request by a margin, so a slow reply is never delivered twice.
const LEASE_MARGIN_MS = 60_000;

/** Delivers due outbox rows one by one until none is due or batchSize were tried. */
export async function forwardPending(db: Database, options: ForwardOptions): Promise<ForwardReport> {
  const { batchSize = 20, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const now = options.now ?? (() => new Date());
  const report: ForwardReport = { attempted: 0, delivered: 0, failed: 0 };
  while (report.attempted < batchSize) {
    const row = await claimNext(db, now(), timeoutMs + LEASE_MARGIN_MS);
    if (!row) break;
    report.attempted++;
    const outcome = await deliver(db, row, { ...options, timeoutMs });
    if (outcome.ok) {
      await markDelivered(db, row, now(), outcome.upstreamId);
      report.delivered++;
    } else {
      await markFailed(db, row, outcome.error, now());
      report.failed++;
    }
  }
  return report;
}

async function deliver(db: Database, row: OutboxRow, options: ForwardOptions & { timeoutMs: number }): Promise<Outcome> {
  // Always the lead's current payload: a late delivery sends what the visitor last saved.
  const { rows } = await db.query<LeadToSend>("SELECT payload, upstream_id, destination FROM leads WHERE id = $1", [
    row.leadId,
  ]);
  const lead = rows[0];
  if (!lead) return { ok: false, error: "The lead is no longer stored" };
  const files = await db.query<FileToSend>(
    "SELECT filename, content_type, data FROM lead_files WHERE lead_id = $1 ORDER BY created_at, filename",
    [row.leadId],
  );
  const base = options.endpoint.replace(/\/+$/, "");
  const request = buildRequest(base, row, lead, files.rows);
  const idOptional = lead.destination === "car-clarity";
  const { method, headers, body } = request.init;
  try {
    // No retry here: the outbox retries with backoff across passes, and keeps the lead meanwhile.
    const outcome = await fetchWithRetries(
      request.url,
      { label: "lead API", method, headers, body, retries: 0, timeoutMs: options.timeoutMs, fetch: options.fetch },
      (response) => readReply(response, idOptional),
    );
    // Only a create names the upstream lead; an update's reply must not re-point later PUTs.
    return outcome.ok && method === "PUT" ? { ok: true } : outcome;
  } catch (error) {
    // The dealer's inbox shows the failure itself; the labelled call is in the cause chain.
    return { ok: false, error: describeFailure(error instanceof CallError ? error.cause : error, options.timeoutMs) };
  }
}

export interface ForwarderOptions extends Omit<ForwardOptions, "endpoint"> {
  /** No endpoint (LEADS_API_URL unset): leads stay stored and visible in the inbox only. */
  endpoint: string | undefined;
  intervalMs?: number;
  /** Resolves after ms, or early (resolve or reject) when signal aborts; tests inject their own. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  onError?: (error: unknown) => void;
  onPass?: (report: ForwardReport) => void;
}

export type Forwarder = OutboxLoop;

export function startForwarder(db: Database, options: ForwarderOptions): Forwarder {
  const { endpoint } = options;
  if (!endpoint) return { wake: () => undefined, stop: async () => undefined };
  const { intervalMs = 5_000, batchSize = 20 } = options;
  return startOutboxLoop(
    async () => {
      const report = await forwardPending(db, { ...options, endpoint, batchSize });
      options.onPass?.(report);
      return report.attempted === batchSize; // more may be due: go again without waiting
    },
    { intervalMs, sleep: options.sleep, onError: options.onError ?? ((error: unknown) => console.error("Lead forwarder:", error)) },
  );
}
