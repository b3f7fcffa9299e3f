// The generated pictures' routes (server/demo/routes.ts): car pictures only on a demo site, the
// image-not-found picture and brand wordmarks on every site. A real Express server on 127.0.0.1.
import type { AddressInfo } from "node:net";
import { request, type Server } from "node:http";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoImageRoutes } from "../../server/demo/routes";
import { renderCarSvg } from "../../server/demo/car-picture";
import { renderImageNotFoundSvg } from "../../server/demo/logos";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";

let server: Server;
let base: string;

beforeAll(async () => {
  const registry = new SiteRegistry([...loadSitesDir(path.resolve("sites")), ...loadSitesDir(path.resolve("tests/fixtures/minimal-sites"))]);
  const app = express();
  app.use(demoImageRoutes(registry));
  app.use((_req, res) => res.status(404).type("text/plain").send("page 404"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** node:http, not fetch: fetch does not send a Host header of our choosing. */
function get(p: string, host: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${p}`, { headers: { host } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), text }));
    })
      .on("error", reject)
      .end();
  });
}

describe("demo pictures are served for demo sites only", () => {
  it("a demo site gets the drawn car picture", async () => {
    const res = await get("/demo-images/suv-red-1.svg", "sunshine.localhost");
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^image\/svg\+xml/);
    expect(res.text).toBe(renderCarSvg("suv-red-1.svg"));
  });

  it("a site that is not a demo site falls through to the page 404", async () => {
    const res = await get("/demo-images/suv-red-1.svg", "corner-cars.localhost");
    expect(res.status).toBe(404);
    expect(res.text).toBe("page 404");
  });

  it("an unknown name on a demo site is a plain 404", async () => {
    const res = await get("/demo-images/rocket-red-1.svg", "sunshine.localhost");
    expect(res.status).toBe(404);
    expect(res.text).toBe("Not found");
  });

  it("the image-not-found picture answers on every site", async () => {
    for (const host of ["sunshine.localhost", "corner-cars.localhost"]) {
      const res = await get("/demo-images/image-not-found.svg", host);
      expect(res.status).toBe(200);
      expect(res.text).toBe(renderImageNotFoundSvg());
    }
  });

  it("a brand wordmark answers for a group's manufacturer", async () => {
    const res = await get("/brand-logos/toyota.svg", "corner-cars.localhost");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Toyota");
  });
});
