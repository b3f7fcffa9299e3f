import { describe, expect, it } from "vitest";
import { jsonLdScript } from "~/lib/jsonld";
import { jsonLdScriptText } from "~/lib/locations/jsonld";

describe("jsonLdScript: the one JSON-LD escaper, JSON that cannot end its <script> element", () => {
  it("escapes <, > and & so '</script>' in data stays inside the script", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script> & co" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).not.toContain("&");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & co" });
  });

  it("escapes the JavaScript line separators", () => {
    const text = jsonLdScript({ name: "a\u2028b\u2029c", other: "\u2028&" });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c","other":"\\u2028\\u0026"}');
    expect(JSON.parse(text).name).toBe("a\u2028b\u2029c");
  });

  it("the location pages' name for it is the same function", () => {
    expect(jsonLdScriptText).toBe(jsonLdScript);
  });
});
