// The admin mailbox's view of a mail's HTML body (issue 15): shown in an iframe with sandbox="" (no
// scripts, no forms, no same origin, no navigation of the admin page) from srcdoc, and with its own
// Content-Security-Policy on top of the page's, so a mail can load no script, frame, font or
// connection, and no image other than https: and data: ones (the site's logo).
export const MAIL_PREVIEW_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'";

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${MAIL_PREVIEW_CSP}">`;

/** The mail's HTML with the preview's policy as the first thing in its head (a policy set later would not cover what comes before it). */
export function mailPreviewDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${CSP_META}${html.slice(head.index + head[0].length)}`;
  return `<!doctype html><html><head>${CSP_META}</head><body>${html}</body></html>`;
}
