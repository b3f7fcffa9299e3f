import { describe, expect, it } from "vitest";
import { crossSiteReason } from "../../server/cross-site";
import { readBytes, readFormData, readJson } from "../../server/leads/body";
import { MAX_FORM_BYTES } from "~/lib/forms/upload-caps";

const OWN = ["sunshine.localhost:3000", "sunshine.localhost", "sunshinemotorgroup.com.au"];

describe("crossSiteReason (the one Origin/Referer check, in front of every unsafe method)", () => {
  it("lets through the request's own host, the site's own domains, and clients that send neither header", () => {
    expect(crossSiteReason({ origin: "http://sunshine.localhost:3000" }, OWN)).toBeNull();
    expect(crossSiteReason({ origin: "https://www.sunshinemotorgroup.com.au" }, OWN)).toBeNull();
    expect(crossSiteReason({}, OWN)).toBeNull();
    expect(crossSiteReason({ referer: "http://sunshine.localhost:3000/cars/x" }, OWN)).toBeNull();
    expect(crossSiteReason({ fetchSite: "same-origin" }, OWN)).toBeNull();
  });

  it("refuses another host, Origin: null, an unreadable Origin, a foreign Referer without Origin, and Sec-Fetch-Site: cross-site", () => {
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "http://sunshine-toyota.localhost:3000" },
      { origin: "null" },
      { origin: "not a url" },
      { referer: "https://evil.example/page" },
      { referer: "not a url" },
      { fetchSite: "cross-site" },
      { fetchSite: "cross-site", origin: "http://sunshine.localhost:3000" },
    ]) {
      expect(crossSiteReason(headers, OWN), JSON.stringify(headers)).not.toBeNull();
    }
  });

  it("reads the Origin before the Referer", () => {
    expect(crossSiteReason({ origin: "http://sunshine.localhost:3000", referer: "https://evil.example/" }, OWN)).toBeNull();
    expect(crossSiteReason({ origin: "https://evil.example", referer: "http://sunshine.localhost:3000/" }, OWN)).toMatch(/^Origin evil\.example/);
  });
});

describe("bounded body readers", () => {
  const req = (body: BodyInit | null, headers: Record<string, string> = {}) => new Request("http://x/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("refuse a declared length over the cap before reading, and an undeclared one at the cap", async () => {
    expect(await readBytes(req("abc", { "content-length": "999999999" }), 10)).toMatchObject({ ok: false, status: 413 });
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readBytes(req(stream), 4096)).toMatchObject({ ok: false, status: 413 });
    expect(await readBytes(req("hello"), 10)).toMatchObject({ ok: true });
  });

  it("JSON: 415 unless declared as JSON, 400 when it does not parse, the value when it does", async () => {
    expect(await readJson(req("{}", { "content-type": "text/plain" }))).toMatchObject({ ok: false, status: 415 });
    expect(await readJson(req("{", { "content-type": "application/json" }))).toMatchObject({ ok: false, status: 400 });
    expect(await readJson(req(new Uint8Array([0xff, 0xfe]), { "content-type": "application/json" }))).toMatchObject({ ok: false, status: 400 });
    expect(await readJson(req('{"a":1}', { "content-type": "application/vnd.api+json; charset=utf-8" }))).toEqual({ ok: true, value: { a: 1 } });
    expect(MAX_FORM_BYTES).toBe(2 * 1024 * 1024);
  });

  it("forms: urlencoded and multipart only; a broken multipart body is a 400", async () => {
    expect(await readFormData(req("a=1", { "content-type": "application/json" }))).toMatchObject({ ok: false, status: 415 });
    const ok = await readFormData(req("a=1&a=2", { "content-type": "application/x-www-form-urlencoded" }));
    expect(ok.ok && ok.value.getAll("a")).toEqual(["1", "2"]);
    expect(await readFormData(req("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }))).toMatchObject({ ok: false, status: 400 });
  });

  it("forms: control characters never reach a value, so a refused form cannot echo a NUL into the page", async () => {
    const read = await readFormData(req("phone=%00%011e309&name=A%00b%0D%0Ac%09d&x=%7F", { "content-type": "application/x-www-form-urlencoded" }));
    expect(read.ok && [read.value.get("phone"), read.value.get("name"), read.value.get("x")]).toEqual(["1e309", "Ab\r\nc\td", ""]);
    const multipart = "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nz\u0000y\r\n--x--\r\n";
    const mp = await readFormData(req(multipart, { "content-type": "multipart/form-data; boundary=x" }));
    expect(mp.ok && mp.value.get("a")).toBe("zy");
  });
});
