// Uploads judged by their bytes (magic numbers), not by the name or type the browser claims.
import { describe, expect, it } from "vitest";
import { checkFileContent } from "../../server/leads/file-content";
import { FILE_EMPTY, fileTypeNotAllowed } from "~/lib/forms/messages";

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = bytes("%PDF-1.7\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const CV = [".pdf", ".doc", ".docx"];

describe("checkFileContent", () => {
  it("a zero-byte file is empty, whatever its name", async () => {
    expect(await checkFileContent(new Uint8Array(0), CV)).toEqual({ ok: false, error: FILE_EMPTY });
    expect(await checkFileContent(new Uint8Array(0), [])).toEqual({ ok: false, error: FILE_EMPTY });
  });

  it("accepts content of an allowed type and names its real type", async () => {
    expect(await checkFileContent(PDF, CV)).toEqual({ ok: true, contentType: "application/pdf" });
    expect(await checkFileContent(JPEG, [".jpeg"])).toEqual({ ok: true, contentType: "image/jpeg" });
    expect(await checkFileContent(PNG, ["image/*"])).toEqual({ ok: true, contentType: "image/png" });
  });

  it("refuses HTML, SVG, or any content not of an allowed type, naming the allowed types", async () => {
    const refused = { ok: false, error: fileTypeNotAllowed(CV) };
    expect(await checkFileContent(bytes("<!DOCTYPE html><p>hi"), CV)).toEqual(refused);
    expect(await checkFileContent(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), CV)).toEqual(refused);
    expect(await checkFileContent(PNG, CV)).toEqual(refused);
    expect(await checkFileContent(bytes("just words"), CV)).toEqual(refused);
  });

  it("plain text must be UTF-8 without NUL and must not start with markup", async () => {
    expect(await checkFileContent(bytes("\uFEFF  Dear dealer, ça va? \u{1F697}\n"), [".txt"])).toEqual({ ok: true, contentType: "text/plain" });
    const refused = { ok: false, error: fileTypeNotAllowed([".txt"]) };
    expect(await checkFileContent(bytes("  <script>alert(1)</script>"), [".txt"])).toEqual(refused);
    expect(await checkFileContent(new Uint8Array([0x41, 0x00, 0x42]), [".txt"])).toEqual(refused);
    expect(await checkFileContent(new Uint8Array([0x41, 0xff, 0xfe, 0x42]), [".txt"])).toEqual(refused);
  });

  it("without a list of types, any non-empty content is accepted", async () => {
    expect(await checkFileContent(bytes("<html>"), [])).toEqual({ ok: true, contentType: "application/octet-stream" });
    expect(await checkFileContent(PDF, [])).toEqual({ ok: true, contentType: "application/pdf" });
  });
});
