// The cleaner every string passes on its way into the database: no U+0000, no lone surrogate.
import { describe, expect, it } from "vitest";
import { cleanForDatabase, cleanString } from "../../server/db/clean";

describe("cleanString", () => {
  it("strips U+0000 wherever it is", () => {
    expect(cleanString("\u0000a\u0000b\u0000")).toBe("ab");
  });
  it("strips lone high and low surrogates", () => {
    expect(cleanString("a\uD800b")).toBe("ab");
    expect(cleanString("a\uDC00b")).toBe("ab");
    expect(cleanString("\uDBFF")).toBe("");
    expect(cleanString("x\uDC00\uD800y")).toBe("xy"); // reversed pair: both lone
  });
  it("keeps valid pairs (emoji), other control characters and ordinary text", () => {
    expect(cleanString("car \u{1F697}\u{1F44D} ok")).toBe("car \u{1F697}\u{1F44D} ok");
    expect(cleanString("\uD83D\uDE97\uD800")).toBe("\u{1F697}");
    expect(cleanString("tab\tnew\nline Zoë")).toBe("tab\tnew\nline Zoë");
  });
});

describe("cleanForDatabase", () => {
  it("cleans values and keys through nested objects and arrays", () => {
    const input = { "a\u0000": ["x\u0000", { "k\uD800": "v\uDC00" }], n: 5, b: true, z: null };
    expect(cleanForDatabase(input)).toEqual({ a: ["x", { k: "v" }], n: 5, b: true, z: null });
  });
  it("leaves bytes and dates alone and does not change its input", () => {
    const data = new Uint8Array([0, 1, 2]);
    const when = new Date(0);
    const input = { filename: "cv\u0000.pdf", data, when };
    const out = cleanForDatabase(input);
    expect(out).toEqual({ filename: "cv.pdf", data, when });
    expect(out.data).toBe(data);
    expect(input.filename).toBe("cv\u0000.pdf");
  });
  it("keeps a __proto__ key as data, never as the object's prototype", () => {
    const out = cleanForDatabase(JSON.parse('{"__proto__": {"polluted": "yes"}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
