// Loader data packed as one JSON string, and a document's written into an element of its HTML instead.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { documentJsonText, jsonWithKept, pack, packInDocument, packJsonInDocument, unpack, type Packed } from "~/lib/packed";
import { DocumentJson } from "~/components/DocumentJson";
import { NonceProvider } from "~/components/nonce";

type Page = { title: string; cards: string[] | null };
const hostile: Page = { title: `</script><script>alert(1)</script> <!-- O'Brien & Sons "x" \u2028`, cards: ["a", "b"] };
const sent: Page = { ...hostile, cards: null };

/** The browser's view: the data as turbo-stream hands it over (a JSON round trip). */
const overTheWire = <T,>(packed: Packed<T>) => JSON.parse(JSON.stringify(packed)) as Packed<T>;

/** A document holding one element per id, with that text, as the HTML parser leaves a script's text. */
function inBrowser(texts: Record<string, string>) {
  (globalThis as { document?: unknown }).document = { getElementById: (id: string) => (id in texts ? { textContent: texts[id] } : null) };
}
afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe("pack", () => {
  it("the server keeps the value it packed; the browser parses the string once", () => {
    const packed = pack(hostile);
    expect(unpack(packed)).toBe(hostile);
    const received = overTheWire(packed);
    expect(unpack(received)).toEqual(hostile);
    expect(unpack(received)).toBe(unpack(received));
  });
});

describe("packInDocument", () => {
  const packed = packInDocument(hostile, sent, "page-data");

  it("the data carries only the element's id; the server renders the whole value", () => {
    expect(overTheWire(packed)).toEqual({ json: "", inDocument: "page-data" });
    expect(unpack(packed)).toBe(hostile);
  });

  it("the element's text has no '<' (no value ends the script or opens a comment) and parses back to what was sent", () => {
    const text = documentJsonText(packed)!;
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(sent);
    expect(documentJsonText(pack(hostile))).toBeUndefined();
  });

  it("DocumentJson writes the element under the response's nonce; whole data writes none", () => {
    const markup = renderToStaticMarkup(
      <NonceProvider value="n0nce">
        <DocumentJson packed={packed} />
        <DocumentJson packed={pack(hostile)} />
      </NonceProvider>,
    );
    expect(markup).toBe(`<script type="application/json" id="page-data" nonce="n0nce">${documentJsonText(packed)}</script>`);
  });

  it("in the browser the first unpack reads the element, once; a missing element is a clear error", () => {
    const received = overTheWire(packed);
    inBrowser({ "page-data": documentJsonText(packed)! });
    expect(unpack(received)).toEqual(sent);
    expect(unpack(received)).toBe(unpack(received));
    inBrowser({});
    expect(() => unpack(overTheWire(packed))).toThrow("the document has no #page-data");
  });
});

describe("jsonWithKept", () => {
  it("splices JSON made earlier after the rest's keys: it parses to the whole object", () => {
    const kept = { cards: JSON.stringify(hostile.cards), nested: JSON.stringify({ a: [1, { b: null }] }) };
    expect(JSON.parse(jsonWithKept({ title: hostile.title }, kept))).toEqual({ title: hostile.title, cards: ["a", "b"], nested: { a: [1, { b: null }] } });
  });

  it("an empty rest or nothing kept is still one object", () => {
    expect(jsonWithKept({}, { a: "1" })).toBe('{"a":1}');
    expect(jsonWithKept({ a: 1 }, {})).toBe('{"a":1}');
    expect(jsonWithKept({}, {})).toBe("{}");
  });

  it("a key is written as JSON (quotes and all), and the element's text escapes '<' in kept JSON too", () => {
    const packed = packJsonInDocument(hostile, jsonWithKept({}, { 'say "hi"': JSON.stringify(hostile.title) }), "kept");
    const text = documentJsonText(packed)!;
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ 'say "hi"': hostile.title });
    expect(unpack(packed)).toBe(hostile);
  });
});
