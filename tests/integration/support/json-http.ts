// One request to the built server with a site's Host header (fetch drops Host; node:http sends it),
// answered with its status, headers and JSON body (null when the body is not JSON).
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface JsonAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface SendOptions {
  method?: string;
  /** An object is sent as JSON; a string or Buffer as it is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export function sendTo(baseUrl: string, site: string, path: string, { method = "POST", body, headers = {} }: SendOptions = {}): Promise<JsonAnswer> {
  const raw = body === undefined ? undefined : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { method, headers: { Host: `${site}.localhost`, "Content-Type": "application/json", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: null
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    req.on("error", reject);
    req.end(raw);
  });
}
