// Static HTML (app/lib/static-html.ts) is React's renderToStaticMarkup byte for byte for the JSX it
// takes: the search panels' checkboxes, the make cards and the car cards with any value a dealer's stock can hold,
// and every kind of attribute it supports. What it cannot carry (a handler, a ref, a provider, a
// style object; outside a render, a hook) throws instead of being dropped.
import fc from "fast-check";
import { createContext, useContext, useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { renderStatic, staticHtml } from "~/lib/static-html";
import { FacetOptionList } from "~/components/search/FacetOptions";
import { MakeCardItem } from "~/components/search/SearchSidebar";
import { PageLink } from "~/components/PageLink";
import { CarCard } from "~/components/cars/CarCard";

// Quotes, ampersands, angle brackets, a script tag, a NUL, Latin-1 and astral characters.
const nasty = fc.oneof(fc.string(), fc.constantFrom("", "O'Brien & Sons", '"><script>alert(1)</script>', "a\0b", "Müller · ©", "😀 ute", "&amp;", "constructor", "__proto__"));

const option = fc.record({ value: nasty, label: fc.option(nasty, { nil: undefined }), count: fc.integer({ min: 0, max: 100_000 }), selected: fc.boolean() });

describe("renderStatic", () => {
  it("writes a search panel's checkboxes as React does, for any values, labels and counts", () => {
    fc.assert(
      fc.property(nasty, nasty, fc.array(option, { maxLength: 12 }), fc.constantFrom("f", "p"), (facet, title, options, idPrefix) => {
        const tree = <FacetOptionList facet={facet} title={title} options={options} idPrefix={idPrefix} />;
        expect(renderStatic(tree)).toBe(renderToStaticMarkup(tree));
      }),
      { numRuns: 300 },
    );
  });

  it("writes a make card, with and without models and selections, as React does", () => {
    const model = fc.record({ value: nasty, count: fc.nat(), selected: fc.boolean(), href: nasty });
    const make = fc.record({ value: nasty, count: fc.nat(), selected: fc.boolean(), href: nasty, logo: nasty, models: fc.option(fc.array(model, { maxLength: 4 }), { nil: undefined }) });
    fc.assert(
      fc.property(make, (m) => {
        const tree = <MakeCardItem make={m as never} />;
        expect(renderStatic(tree)).toBe(renderToStaticMarkup(tree));
      }),
      { numRuns: 300 },
    );
  });

  it("writes a whole card (picture, tag, star form, price, spec row, actions) as React does, for any car", () => {
    const optional = fc.option(nasty, { nil: null });
    const price = fc.record({ kind: fc.constantFrom("price", "poa", "sold"), text: nasty, amount: fc.option(fc.integer(), { nil: null }) });
    const rates = fc.option(fc.record({ daily: optional, weekly: optional }), { nil: null });
    const spec = fc.option(fc.array(fc.record({ key: nasty, label: nasty, value: nasty }), { maxLength: 5 }), { nil: null });
    const car = fc.record({
      id: fc.nat(),
      slug: nasty,
      href: nasty,
      title: nasty,
      make: nasty,
      model: nasty,
      image: optional,
      price,
      priceType: nasty,
      wasPrice: optional,
      subscriptionPrice: optional,
      rentalRates: rates,
      kind: fc.constantFrom("car", "truck", "rental"),
      specRow: spec,
      tag: fc.option(fc.record({ kind: fc.constantFrom("new", "demo", "special"), text: nasty }), { nil: null }),
      location: nasty,
      reservable: fc.boolean(),
      reserveHref: optional,
      reserveLabel: nasty,
      unavailable: fc.boolean(),
      enquireText: nasty,
    });
    const images = fc.record({ serviceUrl: fc.constantFrom(null, "https://dealer.imgix.net"), sizedQuality: fc.constantFrom(60, 75) });
    const star = fc.option(fc.record({ garage: fc.constantFrom(null, "/my-garage"), locale: fc.constantFrom("en-AU", "en-NZ", "en-US"), returnTo: nasty }), { nil: null });
    fc.assert(
      fc.property(car, images, star, fc.boolean(), (c, config, place, eager) => {
        const tree = <CarCard car={c as never} eager={eager} setting={{ images: config, star: place as never }} />;
        expect(renderStatic(tree)).toBe(renderToStaticMarkup(tree));
      }),
      { numRuns: 300 },
    );
  });

  it("writes every kind of attribute it takes as React does", () => {
    const tree = (
      <div className="a" id="b" tabIndex={-1} hidden={false} data-x="" data-on aria-hidden="true" aria-expanded={false} title={'"<&>\''}>
        <>
          {"text "}
          {42}
          {null}
          {false}
          {[<span key="1">one</span>, <span key="2">two</span>]}
        </>
        <details open>
          <summary>s</summary>
        </details>
        <label htmlFor="c">label</label>
        <input type="number" name="n" min={0} step={500} placeholder="Min" maxLength={200} autoComplete="off" defaultValue="" />
        <input type="checkbox" value="v" checked readOnly={undefined} disabled required />
        <img src="/x.svg" alt="" width={56} height={32} loading="lazy" />
        <p dangerouslySetInnerHTML={{ __html: "<b>raw</b>" }} />
        <PageLink to="/search?a=1&b=2" preventScrollReset prefetch="intent" className="l">
          link
        </PageLink>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2.8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" fillRule="evenodd" clipRule="evenodd" />
        </svg>
        <br />
      </div>
    );
    expect(renderStatic(tree)).toBe(renderToStaticMarkup(tree));
  });

  it("refuses what it cannot write rather than dropping it: a handler, a ref, a hook, a context, a select", () => {
    const Context = createContext(1);
    function WithHook() {
      useState(0);
      return <p />;
    }
    function WithContext() {
      return <p>{useContext(Context)}</p>;
    }
    expect(() => renderStatic(<button onClick={() => undefined}>x</button>)).toThrow(/handler/);
    expect(() => renderStatic(<div ref={() => undefined} />)).toThrow(/ref/);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined); // React's own warning for the hooks
    expect(() => renderStatic(<WithHook />)).toThrow();
    expect(() => renderStatic(<WithContext />)).toThrow();
    quiet.mockRestore();
    expect(() => renderStatic(<Context.Provider value={2}>x</Context.Provider>)).toThrow();
    expect(() => renderStatic(<select defaultValue="a" />)).toThrow(/select/);
    expect(() => renderStatic(<div style={{ color: "red" }} />)).toThrow(/object/);
  });

  it("staticHtml makes its string only when read, once: hydration, which never reads it, renders none of it", () => {
    const Part = vi.fn(({ n }: { n: number }) => <b>{n}</b>);
    const value = staticHtml(<Part n={7} />);
    expect(Part).not.toHaveBeenCalled();
    expect(value.__html).toBe("<b>7</b>");
    expect(value.__html).toBe("<b>7</b>");
    expect(Part).toHaveBeenCalledTimes(1);
    // React's server renderer takes it as any dangerouslySetInnerHTML value.
    expect(renderToStaticMarkup(<div dangerouslySetInnerHTML={staticHtml(<Part n={8} />)} />)).toBe("<div><b>8</b></div>");
  });
});
