// The dealer's description as safe HTML (spec: "description.body … simple HTML; it is sanitised
// before display"): no script, no event handlers, no javascript: or data: URLs survive.
import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6",
    "blockquote", "div", "span", "a", "table", "thead", "tbody", "tr", "th", "td", "hr",
  ],
  // Only a link's target; no class, id or style (the page's own styles apply) and no on* handlers.
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside these is never shown either (script source, CSS, form controls).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "select", "iframe", "object", "title"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener" }) },
};

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// A feed may send plain text: blank lines become paragraphs, single newlines line breaks.
function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

const looksLikeHtml = (body: string) => /<[a-z!/]/i.test(body);

// Keyed by the description itself, so a changed description is sanitised afresh: a vehicle page
// asked sanitize-html twice per view (its HTML and its meta description) for the same text.
const sanitised = new LRUCache<string, string>({ max: 5_000 });

export function sanitiseDescription(body: string | null | undefined): string {
  const value = (body ?? "").trim();
  if (!value) return "";
  let html = sanitised.get(value);
  if (html === undefined) {
    html = sanitizeHtml(looksLikeHtml(value) ? value : textToHtml(value), OPTIONS).trim();
    sanitised.set(value, html);
  }
  return html;
}

const INLINE_TAGS = /<\/?(?:strong|b|em|i|u|span|a)(?:\s[^>]*)?>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The description's words alone, cut at a word boundary to `max` characters (for meta descriptions). */
export function descriptionText(body: string | null | undefined, max: number): string {
  const text = sanitiseDescription(body)
    .replace(INLINE_TAGS, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, max - 1)).trimEnd() + "…";
}
