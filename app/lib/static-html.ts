// Static HTML from JSX (issue 18): a part of a page with nothing to hydrate (a search panel's
// checkboxes, the make cards, a card's price and spec row) is written as one HTML string instead of
// through React's streaming renderer: about 25% less server time for the same JSX, and the browser
// does not hydrate it (a search page's ~1,000 such elements). The part stays JSX; its container
// carries the string as dangerouslySetInnerHTML, which the browser's Preact keeps as it is when
// hydrating (without the string being made: staticHtml) and replaces when the string changes. The
// output is React's renderToStaticMarkup's, byte for byte (tests/unit/static-html.test.tsx), for the
// JSX this supports; a handler, a ref, a context provider or a style object throws, so none is
// dropped silently. Its function components must not use hooks: they run when the string is made,
// not as components of their own.
import { Fragment, type ReactNode } from "react";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** Prop names React writes under another attribute name. */
const NAMES: Record<string, string> = Object.assign(Object.create(null), {
  className: "class",
  class: "class",
  htmlFor: "for",
  for: "for",
  tabIndex: "tabindex",
  defaultChecked: "checked",
  defaultValue: "value",
  strokeWidth: "stroke-width",
  strokeLinejoin: "stroke-linejoin",
  strokeLinecap: "stroke-linecap",
  fillRule: "fill-rule",
  clipRule: "clip-rule",
});

/** Boolean attributes: written as name="" when true, left out when false (React's list, as used here). */
const BOOLEAN = new Set(["checked", "disabled", "hidden", "open", "required", "selected", "multiple"]);

const ESCAPE_TEST = /["&'<>]/;

/** React's escaping of text and attribute values (a scan only when one of the five characters is there). */
export function escapeHtml(text: string): string {
  if (!ESCAPE_TEST.test(text)) return text;
  let html = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    let escaped: string;
    switch (text.charCodeAt(i)) {
      case 34:
        escaped = "&quot;";
        break;
      case 38:
        escaped = "&amp;";
        break;
      case 39:
        escaped = "&#x27;";
        break;
      case 60:
        escaped = "&lt;";
        break;
      case 62:
        escaped = "&gt;";
        break;
      default:
        continue;
    }
    html += text.slice(from, i) + escaped;
    from = i + 1;
  }
  return html + text.slice(from);
}

function attribute(name: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "function") throw new Error(`static HTML cannot carry a handler (${name})`);
  const attr = NAMES[name] ?? name;
  if (BOOLEAN.has(attr)) return value ? ` ${attr}=""` : "";
  if (typeof value === "boolean") {
    if (attr.startsWith("aria-") || attr.startsWith("data-")) return ` ${attr}="${value}"`;
    throw new Error(`static HTML: boolean value for ${name}`);
  }
  if (typeof value === "object") throw new Error(`static HTML: object value for ${name}`);
  return ` ${attr}="${escapeHtml(String(value))}"`;
}

interface ElementLike {
  type: unknown;
  ref?: unknown;
  props: Record<string, unknown> & { children?: ReactNode };
}

function element(node: ElementLike): string {
  const { type, props } = node;
  if (node.ref) throw new Error("static HTML cannot carry a ref");
  if (type === Fragment) return renderStatic(props.children);
  if (typeof type === "function") return renderStatic((type as (p: unknown) => ReactNode)(props));
  if (typeof type !== "string") throw new Error("static HTML: only elements, fragments and plain function components");
  if (type === "select" || type === "option" || type === "textarea") throw new Error(`static HTML: no <${type}>`);
  let open = `<${type}`;
  let inner: string | null = null;
  let classWritten = false; // Preact's compat keeps className and class both
  // React writes an input's checked and value after its other attributes.
  const input = type === "input";
  for (const name in props) {
    switch (name) {
      case "children":
      case "key":
        continue;
      case "checked":
      case "defaultChecked":
      case "value":
      case "defaultValue":
        if (input) continue;
        break;
      case "ref":
        throw new Error("static HTML cannot carry a ref");
      case "dangerouslySetInnerHTML":
        inner = (props[name] as { __html: string }).__html;
        continue;
      case "class":
      case "className":
        if (classWritten) continue;
        classWritten = true;
    }
    open += attribute(name, props[name]);
  }
  if (input) {
    open += attribute("checked", props.checked ?? props.defaultChecked);
    open += attribute("value", props.value ?? props.defaultValue);
  }
  if (VOID.has(type)) return `${open}/>`;
  return `${open}>${inner ?? renderStatic(props.children)}</${type}>`;
}

/** The HTML of a tree of host elements, fragments, text and hook-free function components. */
export function renderStatic(node: ReactNode): string {
  if (typeof node === "string") return escapeHtml(node);
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) {
    let html = "";
    for (let i = 0; i < node.length; i++) html += renderStatic(node[i]);
    return html;
  }
  if (typeof node === "object" && "type" in node && "props" in node) return element(node as unknown as ElementLike);
  throw new Error("static HTML: unsupported child");
}

/**
 * The dangerouslySetInnerHTML value of a container holding static HTML. Its string is made when first
 * read: React's server renderer reads it at once, but the browser's Preact does not while hydrating (it
 * keeps the server's HTML), so hydration renders none of a search page's ~100 static parts; a later
 * render reads the old and the new string to compare them.
 */
export function staticHtml(node: ReactNode): { readonly __html: string } {
  let html: string | undefined;
  return {
    get __html() {
      return (html ??= renderStatic(node));
    },
  };
}
