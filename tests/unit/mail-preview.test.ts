// The admin mailbox's HTML view (app/lib/email/preview.ts): the preview's policy comes first in the head.
import { describe, expect, it } from "vitest";
import { MAIL_PREVIEW_CSP, mailPreviewDocument } from "~/lib/email/preview";

const META = `<meta http-equiv="Content-Security-Policy" content="${MAIL_PREVIEW_CSP}">`;

describe("mailPreviewDocument", () => {
  it("puts the policy first in the mail's head, before anything the mail loads", () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title></head><body><img src="https://x.test/a.png"></body></html>`;
    expect(mailPreviewDocument(html)).toBe(html.replace("<head>", `<head>${META}`));
  });
  it("reads a head with attributes, not a <header>", () => {
    expect(mailPreviewDocument(`<header>h</header><HEAD lang="en"><title>t</title></HEAD>`)).toBe(`<header>h</header><HEAD lang="en">${META}<title>t</title></HEAD>`);
  });
  it("wraps a body with no head in a document that has the policy", () => {
    expect(mailPreviewDocument("<p>hi</p>")).toBe(`<!doctype html><html><head>${META}</head><body><p>hi</p></body></html>`);
  });
  it("allows no script, frame, connection or font, and images only over https: or data:", () => {
    expect(MAIL_PREVIEW_CSP).toMatch(/^default-src 'none';/);
    expect(MAIL_PREVIEW_CSP).not.toMatch(/script-src|frame-src|connect-src|font-src/);
    expect(MAIL_PREVIEW_CSP).toContain("img-src https: data:");
  });
});
