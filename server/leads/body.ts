// Reading a request body with a size cap, so a visitor or API caller can never make the server
// buffer more than a form could need; every failure is a status and a sentence, never a throw.

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

import { withoutControlChars } from "../../app/lib/forms/fields";
import { MAX_FORM_BYTES } from "../../app/lib/forms/upload-caps";

const tooLarge = (max: number) => `The request is too large (at most ${Math.round(max / 1024 / 1024)} MB).`;

/** The body as bytes, refusing early on a declared length over the cap and stopping at the cap otherwise. */
export async function readBytes(request: Request, maxBytes: number): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413, error: tooLarge(maxBytes) };
  if (!request.body) return { ok: true, value: new Uint8Array(new ArrayBuffer(0)) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Not cancelled: that would destroy the connection before the 413 is sent; the rest of the
        // body is discarded after the answer (server/request-body.ts).
        reader.releaseLock();
        return { ok: false, status: 413, error: tooLarge(maxBytes) };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, error: "The request body could not be read." };
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, value: out };
}

const isJsonType = (type: string | null) => type !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim());

/** A JSON body: 415 when it is not declared as JSON, 400 when it does not parse. */
export async function readJson(request: Request, maxBytes = MAX_FORM_BYTES): Promise<BodyResult<unknown>> {
  if (!isJsonType(request.headers.get("content-type"))) {
    return { ok: false, status: 415, error: "Send the lead as JSON (Content-Type: application/json)." };
  }
  const bytes = await readBytes(request, maxBytes);
  if (!bytes.ok) return bytes;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.value)) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}

/** A form post (urlencoded or multipart) read into FormData within the cap. */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<BodyResult<FormData>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type.trim())) {
    return { ok: false, status: 415, error: "Send the form as a web form (urlencoded or multipart)." };
  }
  const bytes = await readBytes(request, maxBytes);
  if (!bytes.ok) return bytes;
  try {
    const parsed = await new Response(bytes.value, { headers: { "content-type": type } }).formData();
    // Stripped here, once, so no value (kept for a refused form's echo, or stored) can carry one.
    const form = new FormData();
    for (const [name, value] of parsed) form.append(withoutControlChars(name), typeof value === "string" ? withoutControlChars(value) : value);
    return { ok: true, value: form };
  } catch {
    return { ok: false, status: 400, error: "The form could not be read." };
  }
}
