// A loopback stand-in for the few Stripe endpoints the adapter calls, checking the documented
// request shapes (form-encoded bodies, Bearer key, Idempotency-Key) and answering the documented
// reply shapes. A contract stub, not an emulator: it knows nothing of payments.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

export interface StripeStub {
  port: number;
  requests: StubRequest[];
  /** 'ok' answers; 'error' answers 500 api_error; 'hang' never answers. */
  mode: "ok" | "error" | "hang";
  close(): Promise<void>;
}

export async function startStripeStub(): Promise<StripeStub> {
  const sessionsByKey = new Map<string, Record<string, unknown>>();
  const hanging: ServerResponse[] = [];
  let n = 0;
  const stub: StripeStub = { port: 0, requests: [], mode: "ok", close: async () => undefined };

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++n}` });
    res.end(JSON.stringify(body));
  };
  const invalid = (res: ServerResponse, message: string) => reply(res, 400, { error: { type: "invalid_request_error", message } });

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      const path = (req.url ?? "").split("?")[0];
      stub.requests.push({ method: req.method ?? "", path, headers: req.headers, form });
      if (stub.mode === "hang") return void hanging.push(res);
      if (stub.mode === "error") return reply(res, 500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
      if (!/^Bearer sk_(test|live)_\w+$/.test(req.headers.authorization ?? "")) return reply(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method !== "POST") return invalid(res, "Unrecognized request URL");
      if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) return invalid(res, "Invalid request: unsupported Content-Type");
      const key = req.headers["idempotency-key"];
      if (typeof key !== "string" || key === "") return invalid(res, "this stub expects an Idempotency-Key on every create");

      if (path === "/v1/checkout/sessions") {
        for (const required of ["mode", "success_url", "line_items[0][price_data][currency]", "line_items[0][price_data][unit_amount]", "line_items[0][quantity]"]) {
          if (!form.get(required)) return invalid(res, `Missing required param: ${required}.`);
        }
        // Stripe answers a repeated idempotency key with the first reply.
        let session = sessionsByKey.get(key);
        if (!session) {
          const id = `cs_test_${++n}${"a".repeat(20)}`;
          session = {
            id,
            object: "checkout.session",
            mode: form.get("mode"),
            status: "open",
            payment_status: "unpaid",
            amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
            currency: form.get("line_items[0][price_data][currency]"),
            client_reference_id: form.get("client_reference_id"),
            metadata: { reservation_id: form.get("metadata[reservation_id]"), reservation_number: form.get("metadata[reservation_number]") },
            success_url: form.get("success_url"),
            cancel_url: form.get("cancel_url"),
            expires_at: Number(form.get("expires_at")),
            payment_intent: null,
            url: `https://checkout.stripe.com/c/pay/${id}`,
          };
          sessionsByKey.set(key, session);
        }
        return reply(res, 200, session);
      }
      const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
      if (expire) return reply(res, 200, { id: expire[1], object: "checkout.session", status: "expired", url: null });
      if (path === "/v1/refunds") {
        if (!form.get("payment_intent")) return invalid(res, "Missing required param: payment_intent.");
        return reply(res, 200, {
          id: `re_${++n}`,
          object: "refund",
          amount: Number(form.get("amount")),
          currency: "aud",
          payment_intent: form.get("payment_intent"),
          reason: form.get("reason"),
          status: "succeeded",
          metadata: { reservation_id: form.get("metadata[reservation_id]") },
        });
      }
      return invalid(res, `Unrecognized request URL (POST: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.port = (server.address() as AddressInfo).port;
  stub.close = async () => {
    for (const res of hanging.splice(0)) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return stub;
}
