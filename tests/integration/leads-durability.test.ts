// "Killing the server right after a success response loses no lead": the real production server
// runs in a child process; a lead is sent (through the JSON API and through a form post), the
// server is SIGKILLed the moment the success response arrives, restarted on the same data, and the
// lead is found in the dealer inbox. On PGlite (on disk) and PostgreSQL. Needs `npm run build`.
import { request as httpRequest } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases";
import { startServer, type RunningServer } from "./support/server";
import { formStarted } from "./support/captcha";

const HOST = "sunshine.localhost";
const PASSWORD = "durable";

/** Sends a request and SIGKILLs the server as soon as the response head arrives. */
function sendThenKill(server: RunningServer, path: string, body: string, contentType: string): Promise<{ status: number; location?: string; id?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: server.port, path, method: "POST", headers: { host: HOST, "content-type": contentType, "content-length": Buffer.byteLength(body) } },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status === 302) {
          server.child.kill("SIGKILL"); // the redirect to /success is the success response
          res.resume();
          return resolve({ status, location });
        }
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
          // The JSON answer carries the id: kill as soon as it has arrived, before anything else.
          const match = text.match(/"id":"([0-9a-f-]{36})"/);
          if (match) {
            server.child.kill("SIGKILL");
            resolve({ status, id: match[1] });
          }
        });
        res.on("end", () => resolve({ status }));
        res.on("error", () => undefined);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function inboxHtml(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/admin/leads?site=sunshine`, {
    headers: { host: HOST, authorization: `Basic ${Buffer.from(`dealer:${PASSWORD}`).toString("base64")}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe.each(testDatabases({ pgliteOnDisk: true }))("kill after success on $name", (target) => {
  afterAll(() => target.cleanUp());

  it("a lead answered with success survives a SIGKILL of the server that same instant", async () => {
    const dbEnv = await target.freshEnv();
    const env = { DATA_DIR: dbEnv.DATA_DIR, ...(dbEnv.DATABASE_URL ? { DATABASE_URL: dbEnv.DATABASE_URL } : {}), ADMIN_PASSWORD: PASSWORD, LOG_REQUESTS: "false" };

    let server = await startServer(env);
    const api = await sendThenKill(
      server,
      "/api/leads",
      JSON.stringify({ lead: { name: "Killian", email: "kill-api@example.com", category: "General", message: "API" } }),
      "application/json",
    );
    expect(api.status).toBe(201);
    expect(await server.stop()).toBeNull(); // exited by the signal, not by itself
    expect(server.child.signalCode).toBe("SIGKILL");

    server = await startServer(env);
    const form = await sendThenKill(
      server,
      "/enquire?car_id=edge-special",
      new URLSearchParams({ name: "Killian", last_name: "Form", email: "kill-form@example.com", phone: "0412345678", postcode: "4000", message: "Form", "Best Deal": "Yes", ...formStarted() }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(form).toMatchObject({ status: 302, location: "/success?category=new-vehicle-enquiry&car_id=edge-special" });
    await server.stop();
    expect(server.child.signalCode).toBe("SIGKILL");

    server = await startServer(env);
    try {
      const html = await inboxHtml(server);
      expect(html).toContain(`data-lead-id="${api.id}"`);
      expect(html).toContain("kill-api@example.com");
      expect(html).toContain("kill-form@example.com");
    } finally {
      await server.stop();
    }
    // Three server starts (two of them after a SIGKILL); slow on a busy two-core machine.
  }, 120_000);
});
