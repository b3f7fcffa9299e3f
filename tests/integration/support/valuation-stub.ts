// A loopback stand-in for the AutoGrab/NEVDIS-shaped valuation API (server/valuation/http-lookup.ts
// and http-valuer.ts document the shapes): it checks the documented requests (bearer key, JSON
// body) and answers the documented replies from a small table. A contract stub, not an emulator.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const STUB_KEY = "vk_test_s3cret";

export const CX5 = { year: 2019, make: "Mazda", model: "CX-5", badge: "Maxx Sport", series: "KF", body: "Wagon", fuel: "Petrol", transmission: "Automatic", engine: "2.5L 4cyl", code: "MAZ-CX5-19-MS" };
export const HILUX = { year: 2016, make: "Toyota", model: "HiLux", badge: "SR5", series: null, body: "Utility", fuel: "Diesel", transmission: null, engine: "", code: "TOY-HLX-16-SR5" };
export const CX5_VIN = "JM0KF4W7A00123456";

/** Plates by state and rego, VINs; the HiLux answers through the `vehicles` list, EMPTY1 with an empty one, ODD1 without a year. */
const PLATES: Record<string, unknown> = {
  "QLD:ABC123": { vehicle: CX5 },
  "NSW:HLX16": { vehicles: [HILUX] },
  "VIC:EMPTY1": { vehicles: [] },
  "SA:ODD1": { vehicle: { make: "Mazda", model: "CX-5" } },
};
const VINS: Record<string, unknown> = { [CX5_VIN]: { vehicle: CX5 } };
/** Prices by vehicle code, in whole dollars as the API sends them (not rounded). */
const PRICES: Record<string, unknown> = {
  [CX5.code]: { low: 21_040, high: 24_010, guide: 22_480, currency: "AUD" },
  [HILUX.code]: { low: 30_000, high: 33_000, guide: 31_500 }, // no currency: the one asked for
  ODD: { low: 30_000, high: 20_000, guide: 25_000 }, // out of order
};

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ValuationStub {
  url: string;
  requests: StubRequest[];
  /** ok: the table; error: 500 every time; hang: never answers; bad-json: 200 with a body that is not JSON. */
  mode: "ok" | "error" | "hang" | "bad-json";
  close(): Promise<void>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export async function startValuationStub(): Promise<ValuationStub> {
  const hanging: ServerResponse[] = [];
  const stub: ValuationStub = { url: "", requests: [], mode: "ok", close: async () => undefined };
  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  function answer(path: string, body: unknown, res: ServerResponse) {
    if (!isObject(body)) return reply(res, 400, { error: "Send a JSON object." });
    if (path === "/api/nevdis" || path === "/api/simple-autograb-lookup") {
      if (typeof body.vin === "string") return body.vin in VINS ? reply(res, 200, VINS[body.vin]) : reply(res, 200, { vehicle: null });
      if (typeof body.rego !== "string" || (body.regoState !== undefined && typeof body.regoState !== "string")) return reply(res, 400, { error: "Send rego and regoState, or vin." });
      const hit = PLATES[`${body.regoState ?? ""}:${body.rego}`];
      return hit ? reply(res, 200, hit) : reply(res, 404, { error: "Vehicle not found" });
    }
    if (path === "/api/valuations") {
      const v = body.vehicle;
      const valid = isObject(v) && typeof v.year === "number" && typeof v.make === "string" && typeof v.model === "string" && typeof body.odometer === "number" && typeof body.condition === "string";
      if (!valid) return reply(res, 400, { error: "Send vehicle {year, make, model}, odometer and condition." });
      return reply(res, 200, { valuation: PRICES[String(v.code)] ?? null });
    }
    reply(res, 404, { error: "Unknown path" });
  }

  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      let body: unknown = undefined;
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as undefined: answered 400 below
      }
      const path = (req.url ?? "").split("?")[0];
      stub.requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      if (stub.mode === "hang") return void hanging.push(res);
      if (stub.mode === "error") return reply(res, 500, { error: "upstream exploded" });
      if (stub.mode === "bad-json") {
        res.writeHead(200, { "content-type": "application/json" });
        return void res.end("<html>not json</html>");
      }
      if (req.headers.authorization !== `Bearer ${STUB_KEY}`) return reply(res, 401, { error: "Invalid API key" });
      if (req.method !== "POST" || !String(req.headers["content-type"]).startsWith("application/json")) return reply(res, 400, { error: "POST JSON" });
      answer(path, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = async () => {
    for (const res of hanging.splice(0)) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return stub;
}
