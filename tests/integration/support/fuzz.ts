// Pieces of the HTTP edge fuzz test: a seeded PRNG (a failure is replayed with FUZZ_SEED), a raw
// HTTP/1.1 client on node:net (it sends what fetch refuses: odd methods, bad Host, raw bytes, broken
// bodies), and generators of junk: encodings, control bytes, unicode, prototype keys, multipart.
import { connect } from "node:net";

/** mulberry32: small, fast and the same on every machine for a given seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

export interface RawRequest {
  category: string;
  method: string;
  /** The request target as bytes on the wire (latin1: one char per byte). */
  target: string;
  /** Host header, or null to send none. */
  host: string | null;
  headers?: Array<[string, string]>;
  body?: Buffer;
}

export interface RawResponse {
  status: number | null;
  contentType: string;
  body: Buffer;
  error?: string;
}

/** One request on its own connection; the whole answer is read until the server closes. */
export function send(port: number, req: RawRequest, timeoutMs: number): Promise<RawResponse> {
  const lines = [`${req.method} ${req.target} HTTP/1.1`];
  if (req.host !== null) lines.push(`Host: ${req.host}`);
  for (const [name, value] of req.headers ?? []) lines.push(`${name}: ${value}`);
  if (req.body) lines.push(`Content-Length: ${req.body.length}`);
  lines.push("Connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "latin1");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1");
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks), error));
    };
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    // write, not end: a half-closed client gets no answer from node:http (it closes on our FIN).
    socket.on("connect", () => socket.write(req.body ? Buffer.concat([head, req.body]) : head));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => finish());
    socket.on("close", () => finish());
    socket.on("error", (e) => finish(chunks.length ? undefined : e.message));
  });
}

function parse(raw: Buffer, error?: string): RawResponse {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, end < 0 ? raw.length : end).toString("latin1");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  const type = /^content-type:\s*(.*)$/im.exec(head);
  return {
    status: status ? Number(status[1]) : null,
    contentType: type?.[1].trim() ?? "",
    // Chunked framing adds only hex digits and CRLF, so a NUL here is a NUL in the body.
    body: end < 0 ? Buffer.alloc(0) : raw.subarray(end + 4),
    error: status ? undefined : (error ?? "no HTTP answer"),
  };
}

/** Latin1 string of a text's UTF-8 bytes: raw non-ASCII on the wire. */
export const rawUtf8 = (text: string) => Buffer.from(text, "utf8").toString("latin1");

export const PROTO_KEYS = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype", "__defineGetter__"];

export const JUNK_SEGMENTS = [
  "%", "%Z", "%zz", "%4", "%%", "%25", "%C0%AF", "%C0%80", "%FF", "%FE%FF", "%E0%80", "%ED%A0%80", "%ED%B0%80",
  "%F4%90%80%80", "%u202E", "%E2%80%AE", "%EF%BF%BF", "%00", "%01", "%1F", "%7F", "%0A", "%0D%0A", "%09",
  "..", "%2e%2e", "..%2F..%2F", "%2F", "%5C", "\\", "//", "%20", "+", ";", ",", "@", "'", '"', "<script>",
  "%3Cscript%3E", "{{7*7}}", "${7*7}", "😀", "\u202E", "\u0000", "\u0001", "\u007F", "\uFFFD", "a".repeat(300),
  "__proto__", "constructor", "toString", "prototype", "-1", "0", "1e309", "99999999999999999999", "NaN", "Infinity",
];

/** A path segment of junk, as it goes on the wire (raw unicode as UTF-8 bytes). */
export function junkSegment(rng: Rng): string {
  const pieces = Array.from({ length: 1 + rng.int(3) }, () => rng.pick(JUNK_SEGMENTS));
  return rawUtf8(pieces.join(rng.chance(0.5) ? "" : "-"));
}

export const JUNK_NUMBERS = ["-1", "0", "-0", "1e309", "-1e309", "9".repeat(40), "-99999999999999999999", "1.5", "0x10", "NaN", "Infinity", "1e-400", "２", ""];

/** A JSON value with prototype keys at a random depth of `base`. */
export function protoPolluted(rng: Rng, base: unknown, depth = 0): unknown {
  const value = () => rng.pick<unknown>([{}, [], 1, "x", null, true, { polluted: true }, [{ [rng.pick(PROTO_KEYS)]: 1 }]]);
  if (base && typeof base === "object" && !Array.isArray(base) && (depth === 0 || rng.chance(0.6))) {
    const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length && rng.chance(0.5)) {
      const key = rng.pick(keys);
      copy[key] = protoPolluted(rng, copy[key], depth + 1);
    } else {
      // A computed key makes "__proto__" an own property, so JSON.stringify writes it out.
      Object.defineProperty(copy, rng.pick(PROTO_KEYS), { value: value(), enumerable: true, configurable: true, writable: true });
    }
    return copy;
  }
  if (depth === 0) return { [rng.pick(PROTO_KEYS)]: value() };
  return rng.chance(0.5) ? { [rng.pick(PROTO_KEYS)]: value() } : value();
}

/** A multipart body, often broken: missing closing boundary, wrong boundary, bad headers, odd names. */
export function junkMultipart(rng: Rng, lead: unknown): { type: string; body: Buffer } {
  const boundary = `----fuzz${rng.int(1e9)}`;
  const parts: string[] = [];
  const names = ["lead", "files[]", "files", `lead[${rng.pick(PROTO_KEYS)}]`, "lead[name]", "", "x\u0000y", rawUtf8("\u202Ename")];
  for (let i = 0; i < 1 + rng.int(4); i += 1) {
    const name = rng.pick(names);
    const file = rng.chance(0.5) ? `; filename="${rng.pick(["cv.pdf", "a\u0000b.pdf", "../../etc/passwd", rawUtf8("😀.pdf"), "", "x".repeat(500)])}"` : "";
    const type = rng.chance(0.5) ? `\r\nContent-Type: ${rng.pick(["application/pdf", "text/html", "image/svg+xml", "application/json", "", "x/y; a"])}` : "";
    const content = name === "lead" ? JSON.stringify(rng.chance(0.5) ? protoPolluted(rng, { lead }) : lead) : rng.pick(["%PDF-1.4 junk", "<html><script>x</script>", "", "\u0000\u0001"]);
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}${type}\r\n\r\n${content}\r\n`);
  }
  let body = parts.join("") + `--${boundary}--\r\n`;
  const breakage = rng.int(7);
  if (breakage === 0) body = body.slice(0, rng.int(body.length)); // truncated anywhere
  if (breakage === 1) body = body.replace(`--${boundary}--`, ""); // no closing boundary
  if (breakage === 2) body = body.replaceAll("\r\n", "\n"); // bare LF
  if (breakage === 3) body = body.replace("Content-Disposition", "Content-Dispositio"); // a part without a name
  const type = rng.pick([
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    "multipart/form-data",
    `multipart/form-data; boundary=other`,
    `multipart/form-data; boundary="${boundary}"; charset=utf-16`,
    `multipart/mixed; boundary=${boundary}`,
  ]);
  return { type, body: Buffer.from(body, "latin1") };
}
