// The table routes over real HTTP on the built production server: every form page row answers at
// its path with a form that posts to that path (Remix's own action, the query kept), a differently
// cased path finds the same row, and the error page's title is in the head (the root meta).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { startServer, type RunningServer } from "./support/server";
import { FORM_PAGES } from "~/lib/forms/form-pages";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_REQUESTS: "false", DATA_DIR: mkdtempSync(path.join(tmpdir(), "route-table-http-")) });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** GET with a Host header (fetch drops it; node:http sends it). */
function get(host: string, url: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${url}`, { headers: { Host: host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

const formAction = (html: string) => /<form method="post" action="([^"]*)"[^>]*class="lead-form"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const body = (html: string) => html.slice(html.indexOf("</head>"));

describe("the form page rows over HTTP", () => {
  it("answer at every path, the form posting to the page's own path and query", async () => {
    for (const site of ["sunshine", "sunshine-toyota"]) {
      for (const row of FORM_PAGES) {
        const res = await get(`${site}.localhost`, `${row.path}?utm_source=x`);
        if (res.status === 200) {
          expect(formAction(res.body), `${site} ${row.path}`).toBe(`${row.path}?utm_source=x`);
        } else {
          expect([301, 302], `${site} ${row.path}`).toContain(res.status);
          expect(res.location, `${site} ${row.path}`).toMatch(/\?utm_source=x$/);
        }
      }
    }
  });

  it("finds a row whatever the case of the path", async () => {
    const res = await get("sunshine.localhost", "/CONTACT-US");
    expect(res.status).toBe(200);
    expect(res.body).toContain("<h1");
    expect(res.body).toContain("Contact Us");
  });
});

describe("the error page's title", () => {
  it("is in the head, by the root meta, not in the body", async () => {
    const missing = await get("sunshine.localhost", "/no-such-page/at-all");
    expect(missing.status).toBe(404);
    expect(head(missing.body)).toContain("<title>Page not found</title>");
    expect(body(missing.body)).not.toContain("<title>");
    expect(body(missing.body)).toContain("Sorry, we couldn&#x27;t find that page");

    const unknown = await get("nowhere.example", "/");
    expect(unknown.status).toBe(404);
    expect(head(unknown.body)).toContain("<title>Site not found</title>");
    expect(body(unknown.body)).not.toContain("<title>");
  });

  it("of a vehicle that is not there is the site's 404 title", async () => {
    const res = await get("sunshine.localhost", "/cars/no-such-car-999999");
    expect(res.status).toBe(404);
    expect(head(res.body)).toContain("<title>Page not found</title>");
    expect(body(res.body)).not.toContain("<title>");
  });
});
