// The stylesheets a page carries inline: every character past ASCII escaped, so the text is one-byte ASCII
// (tests/e2e/first-paint.spec.ts checks the pages' own).
import { describe, expect, it } from "vitest";
import { asciiCss } from "~/lib/stylesheets.server";

describe("asciiCss", () => {
  it("writes each character past ASCII as a CSS escape ended by one space, astral ones whole", () => {
    expect(asciiCss('.a:after{content:" ✓"}')).toBe('.a:after{content:" \\2713 "}');
    expect(asciiCss('.b:before{content:"★★"}')).toBe('.b:before{content:"\\2605 \\2605 "}');
    expect(asciiCss('.c{content:"😀x"}')).toBe('.c{content:"\\1f600 x"}');
    expect(asciiCss('.d{content:"é"}')).toBe('.d{content:"\\e9 "}');
  });

  it("leaves ASCII as it is", () => {
    const css = '.e{color:#fff;content:"\\2713"}';
    expect(asciiCss(css)).toBe(css);
  });
});
