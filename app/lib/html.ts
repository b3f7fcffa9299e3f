// HTML written as template strings (issue 18): the parts of a page with nothing to hydrate (a car
// card, a search panel's checkboxes, a make card, a promo card) are one string in their container's
// dangerouslySetInnerHTML. Built through JSX they cost a React element per tag and a walk of the tree
// (a fifth of a search request); as templates they cost the concatenation. Every value put into an
// `html` template is escaped as React escapes text and attributes, unless it is itself `Html`, so a
// dealer's "O'Brien & Sons" or a stray "<script>" stays text. The output is what React's
// renderToStaticMarkup writes for the same markup, so a part looks the same whichever wrote it.

/** Markup that is safe to write as it is: made only by `html` or `attributes`. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** What an `html` template takes: markup, text (escaped), a number, nothing, or a list of these. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

const ESCAPE_TEST = /["&'<>]/;

/** React's escaping of text and attribute values (a scan only when one of the five characters is there). */
export function escapeHtml(text: string): string {
  if (!ESCAPE_TEST.test(text)) return text;
  let out = "";
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
    out += text.slice(from, i) + escaped;
    from = i + 1;
  }
  return out + text.slice(from);
}

function write(value: HtmlValue): string {
  if (typeof value === "string") return value.length === 0 ? value : escapeHtml(value);
  if (value instanceof Html) return value.text;
  if (value === null || value === undefined || value === false) return "";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    let out = "";
    for (let i = 0; i < value.length; i++) out += write(value[i]);
    return out;
  }
  throw new Error("html: unsupported value");
}

/** A template of markup: its literal parts as written, its values escaped (see HtmlValue). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += write(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Prop names React writes under another attribute name. */
const NAMES: Record<string, string> = Object.assign(Object.create(null), {
  className: "class",
  htmlFor: "for",
  tabIndex: "tabindex",
});

/** Attribute values: a string or number, `true`/`false` for aria- and data- attributes; null or undefined leaves it out. */
export type AttributeValue = string | number | boolean | null | undefined;

/**
 * Attributes from the props one would give React's element (so one record can feed both a component
 * and a template), in the record's order: ` name="value"` each, escaped.
 */
export function attributes(props: Readonly<Record<string, AttributeValue>>): Html {
  let out = "";
  for (const name in props) {
    const value = props[name];
    if (value === null || value === undefined) continue;
    const attr = NAMES[name] ?? name;
    if (typeof value === "boolean" && !attr.startsWith("aria-") && !attr.startsWith("data-")) throw new Error(`html: boolean value for ${name}`);
    // A number or boolean has nothing to escape.
    out += ` ${attr}="${typeof value === "string" ? escapeHtml(value) : String(value)}"`;
  }
  return new Html(out);
}

/**
 * The markup of a container whose HTML the server wrote and whose data the document left out (the
 * search page's cards, make cards and panels' checkboxes; the vehicle page's similar cards,
 * specifications and action bar): what that HTML compares as when new markup replaces it.
 */
export const IN_DOCUMENT = html``;

/**
 * The made string, once (see lazyHtml), flattened as soon as it is made. V8 keeps a string built by
 * `+` as a rope, a tree of its pieces (a search page's cards are some 5,000), until something reads it
 * whole. React's stream encodes it later, after the rest of the render, by which time a scavenge has
 * moved the pieces apart; walked at once, while they are fresh, the same rope costs a fraction of
 * that (profiled on the search page: about 280 µs a request of encoding before, 80 of flattening and
 * 120 of encoding after). Reading a string as a number makes V8 flatten it first (HTML fails as a
 * number at its first character); the number is kept on the object so that neither the bundler nor
 * the JIT drops the read.
 */
class LazyHtml {
  private made: string | undefined;
  private flatRead = 0;
  constructor(private readonly make: () => Html) {}
  get __html(): string {
    if (this.made === undefined) {
      const text = this.make().text;
      this.flatRead = +text;
      this.made = text;
    }
    return this.made;
  }
}

/**
 * The dangerouslySetInnerHTML value of a container holding a template's markup. Its string is made
 * when first read: React's server renderer reads it at once, but the browser's Preact does not while
 * hydrating (it keeps the server's HTML), so hydration writes none of a search page's static parts; a
 * later render reads the old and the new string to compare them. The getter is the class's: an object
 * literal's `get` is a new accessor each call, which V8 makes in its old generation, and through it
 * every scavenge kept the closure, the page's data and its HTML until a full collection (a search page
 * left some 200 kB a request so).
 */
export function lazyHtml(make: () => Html): { readonly __html: string } {
  return new LazyHtml(make);
}
