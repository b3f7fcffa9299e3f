// A garage mail in the site's brand: its name, logo and colours, and its language (html lang, the
// locale's spelling). One plain-text and one HTML body from the same parts, so they never disagree.
import type { SiteEntry } from "../sites/registry";
import { htmlLang } from "../../app/lib/locale";

export interface MailParts {
  subject: string;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** Shown large (a sign-in code). */
  highlight?: string;
  /** Links listed after the paragraphs: text, then the absolute URL. */
  links?: { text: string; url: string }[];
  /** The small print: why the visitor gets this mail, and how to stop it. */
  footer?: { text: string; link?: { text: string; url: string } };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Colours come from the validated theme (#rgb/#rrggbb); anything else falls back rather than reaching CSS.
const colour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

export function renderMail(entry: SiteEntry, origin: string, parts: MailParts): RenderedMail {
  const { site } = entry;
  const primary = colour(site.theme.primary, "#1f3a5f");
  const contrast = colour(site.theme.primary_contrast, "#ffffff");
  const text = [
    site.name,
    "",
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...(parts.highlight ? [parts.highlight, ""] : []),
    ...(parts.links ?? []).flatMap((l) => [`${l.text}: ${l.url}`]),
    ...(parts.footer ? ["", "--", parts.footer.text, ...(parts.footer.link ? [`${parts.footer.link.text}: ${parts.footer.link.url}`] : [])] : []),
    "",
  ].join("\n");
  const logo = site.logo.url ? `<img src="${escape(new URL(site.logo.url, origin).href)}" alt="${escape(site.name)}" height="40" style="max-height:40px">` : escape(site.name);
  const html = `<!doctype html><html lang="${htmlLang(site.locale)}"><head><meta charset="utf-8"><title>${escape(parts.subject)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;background:#f4f4f4">
<div style="max-width:560px;margin:0 auto;background:#fff">
<div style="background:${primary};color:${contrast};padding:16px 24px;font-size:20px;font-weight:bold">${logo}</div>
<div style="padding:24px">
${parts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("\n")}
${parts.highlight ? `<p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:0 0 16px">${escape(parts.highlight)}</p>` : ""}
${(parts.links ?? []).map((l) => `<p style="margin:0 0 12px"><a href="${escape(l.url)}" style="color:${primary}">${escape(l.text)}</a></p>`).join("\n")}
</div>
${parts.footer ? `<div style="padding:16px 24px;font-size:12px;color:#555;border-top:1px solid #ddd">${escape(parts.footer.text)}${parts.footer.link ? ` <a href="${escape(parts.footer.link.url)}" style="color:#555">${escape(parts.footer.link.text)}</a>` : ""}</div>` : ""}
</div></body></html>`;
  return { subject: parts.subject, text, html };
}
