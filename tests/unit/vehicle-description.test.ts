import { describe, expect, it } from "vitest";
import { descriptionText, sanitiseDescription } from "~/lib/description.server";

describe("the dealer's description, sanitised", () => {
  it("keeps simple formatting", () => {
    const html = "<p>One <strong>owner</strong>, <em>full</em> history.</p><ul><li>Two keys</li></ul><br><h3>Extras</h3>";
    expect(sanitiseDescription(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("the demo's unsafe description loses its script and its onclick", () => {
    const body =
      '<p>One owner, full service history and two keys.</p><script>alert(1)</script><p onclick="alert(2)">Click here for a <strong>special</strong> offer.</p>';
    expect(sanitiseDescription(body)).toBe(
      "<p>One owner, full service history and two keys.</p><p>Click here for a <strong>special</strong> offer.</p>",
    );
  });

  it.each([
    ['<img src=x onerror="alert(1)">', ""],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="nofollow noopener">x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a rel="nofollow noopener">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="nofollow noopener">x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ['<svg onload="alert(1)"><circle /></svg>', ""],
    ["<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ['<p style="position:fixed">x</p>', "<p>x</p>"],
    ['<form action="/x"><input name="a"></form>', ""],
    ["<object data=x></object><embed src=x>", ""],
    ['<div><p class="x" id="y">x</p></div>', "<div><p>x</p></div>"],
    ["<SCRIPT SRC=//evil.example/x.js></SCRIPT>", ""],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', "x"],
  ])("%s → %s", (input, output) => {
    expect(sanitiseDescription(input)).toBe(output);
  });

  it("links that are web, mail or phone links survive, marked nofollow", () => {
    expect(sanitiseDescription('<a href="https://example.com/x" onclick="y()">x</a>')).toBe(
      '<a href="https://example.com/x" rel="nofollow noopener">x</a>',
    );
    expect(sanitiseDescription('<a href="tel:0755500111">Call</a>')).toBe('<a href="tel:0755500111" rel="nofollow noopener">Call</a>');
  });

  it("plain text from a feed keeps its line breaks as paragraphs", () => {
    expect(sanitiseDescription("Line one.\n\nLine two & more <3")).toBe("<p>Line one.</p><p>Line two &amp; more &lt;3</p>");
  });

  it("empty stays empty", () => {
    expect(sanitiseDescription("")).toBe("");
    expect(sanitiseDescription("   ")).toBe("");
  });

  it("descriptionText is the words alone, for the meta description", () => {
    expect(descriptionText("<p>One <strong>owner</strong>.</p><script>x()</script><p>Two&nbsp;keys &amp; a book.</p>", 200)).toBe(
      "One owner. Two keys & a book.",
    );
    expect(descriptionText("<p>" + "word ".repeat(100) + "</p>", 30)).toBe("word word word word word word…");
  });
});
