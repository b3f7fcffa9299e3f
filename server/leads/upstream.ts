// The upstream lead API's wire format (spec point 7 "Leads and forms", point 8 errors): which
// request a stored lead becomes, and how a reply is judged.
import { idempotencyKey, type OutboxRow } from "./outbox";

export interface LeadToSend {
  payload: Record<string, unknown>;
  upstream_id: string | null;
  destination: "server" | "car-clarity";
}

export interface FileToSend {
  filename: string;
  content_type: string;
  data: Uint8Array;
}

export type Outcome = { ok: true; upstreamId?: string } | { ok: false; error: string };

export function buildRequest(
  base: string,
  row: OutboxRow,
  lead: LeadToSend,
  files: FileToSend[],
): { url: string; init: { method: "POST" | "PUT"; headers: Record<string, string>; body: FormData | string } } {
  // The same key on every retry of this event: a delivery whose reply was lost is not a second lead.
  const accept = { Accept: "application/json", "Idempotency-Key": idempotencyKey(row) };
  if (lead.destination === "car-clarity") {
    // "POST /api/carClarityCustomer with form data"
    const form = new FormData();
    for (const [key, value] of Object.entries(lead.payload)) {
      if (value !== null && value !== undefined) form.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    }
    return { url: `${base}/api/carClarityCustomer`, init: { method: "POST", headers: accept, body: form } };
  }
  const body = JSON.stringify({ lead: lead.payload });
  const json = { ...accept, "Content-Type": "application/json" };
  if (row.kind === "lead.updated" && lead.upstream_id) {
    const url = `${base}/api/leads/${encodeURIComponent(lead.upstream_id)}`;
    return { url, init: { method: "PUT", headers: json, body } };
  }
  if (files.length > 0) {
    // "POST /api/leads/with-files, multipart, when the form has files": the lead as JSON, then the files.
    const form = new FormData();
    form.append("lead", body);
    for (const file of files) form.append("files[]", new Blob([new Uint8Array(file.data)], { type: file.content_type }), file.filename);
    return { url: `${base}/api/leads/with-files`, init: { method: "POST", headers: accept, body: form } };
  }
  // A create, or an update of a lead upstream never acknowledged: it is created there now.
  return { url: `${base}/api/leads`, init: { method: "POST", headers: json, body } };
}

/** Spec point 8: "Non-OK HTTP" and "Lead submit with no id". The reply's id means success. */
export async function readReply(response: Response, idOptional: boolean): Promise<Outcome> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // not JSON: judged by the status alone
  }
  const replyError = typeof body.error === "string" && body.error ? body.error : undefined;
  if (!response.ok) {
    return {
      ok: false,
      error: replyError
        ? `${replyError} (HTTP ${response.status})`
        : `An unexpected error occurred: ${response.status} ${response.statusText}`.trim(),
    };
  }
  const id = body.id;
  if ((typeof id === "string" && id) || typeof id === "number") return { ok: true, upstreamId: String(id) };
  if (idOptional) return { ok: true };
  return { ok: false, error: replyError ?? "An unexpected error occurred: the reply has no lead id" };
}

export function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `No reply within ${timeoutMs} ms`;
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
