// A chat visitor over raw HTTP (node:http keeps the Host header fetch drops): its cookies, its
// posts to /api/chat and a live /api/chat/events stream parsed into messages.
import { request as httpRequest, type IncomingMessage } from "node:http";

export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

export interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  text: string;
}

export function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

export interface StreamedMessage {
  eventId: string;
  id: number;
  author: string;
  body: string;
}

export interface Stream {
  status: Promise<number>;
  messages: StreamedMessage[];
  close(): void;
}

/** Opens the visitor's event stream on a server and collects its message events. */
export function openStream(base: string, host: string, cookie: string, headers: Record<string, string> = {}): Stream {
  const messages: StreamedMessage[] = [];
  let resolveStatus: (n: number) => void = () => undefined;
  const status = new Promise<number>((r) => (resolveStatus = r));
  const req = httpRequest(`${base}/api/chat/events`, { headers: { host, cookie, accept: "text/event-stream", "user-agent": BROWSER, ...headers } }, (res) => {
    resolveStatus(res.statusCode ?? 0);
    let buffer = "";
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => block.split("\n").find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        if (field("event") !== "message") continue;
        const data = JSON.parse(field("data") ?? "{}") as Omit<StreamedMessage, "eventId">;
        messages.push({ eventId: field("id") ?? "", ...data });
      }
    });
  });
  req.on("error", () => resolveStatus(0));
  req.end();
  return { status, messages, close: () => req.destroy() };
}

/** A visitor of one site on one client address: keeps the cookies the server sets. */
export class Visitor {
  cookies = new Map<string, string>();
  constructor(
    readonly host: string,
    readonly ip: string,
  ) {}

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keep(answer: Answer): Answer {
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { host: this.host, "user-agent": BROWSER, "x-forwarded-for": this.ip, origin: `http://${this.host}`, cookie: this.cookie, ...extra };
  }

  async post(base: string, body: unknown): Promise<Answer> {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return this.keep(await send(base, "POST", "/api/chat", this.headers({ "content-type": "application/json" }), text));
  }

  async get(base: string, path: string): Promise<Answer> {
    return this.keep(await send(base, "GET", path, this.headers({ accept: "text/html" })));
  }
}
