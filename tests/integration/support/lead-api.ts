// A scripted stand-in for the upstream lead API: a real HTTP server on 127.0.0.1 that records
// each request and answers with the next scripted reply (by default 200 with a new id).
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** "hang" never answers: the caller's timeout has to end the request. */
export type Reply = { status: number; body?: unknown; delayMs?: number } | "hang";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json(): unknown;
  formData(): Promise<FormData>;
}

export interface FakeLeadApi {
  url: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  script(...replies: Reply[]): void;
  close(): Promise<void>;
}

export async function startFakeLeadApi(): Promise<FakeLeadApi> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  let ids = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const headers = req.headers;
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers,
        body,
        json: () => JSON.parse(body.toString("utf8")),
        // Let the platform's own multipart parser read it back.
        formData: () => new Response(body, { headers: { "content-type": headers["content-type"] ?? "" } }).formData(),
      });
      const reply = queue.shift() ?? { status: 200, body: { id: `up-${++ids}` } };
      if (reply === "hang") return;
      setTimeout(() => {
        res.writeHead(reply.status, { "content-type": "application/json" });
        res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // including hung requests
        server.close(() => resolve());
      }),
  };
}
