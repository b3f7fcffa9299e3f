// Templates (app/lib/html.ts) escape every value as React escapes text and attributes, and the parts
// written with them (a car card, a search panel's checkboxes, a make card, a promo card) read back,
// through a real HTML parser, as exactly the data they were given, for any value a dealer's stock
// can hold: nothing in a title, a location or a URL can open a tag or end an attribute.
import fc from "fast-check";
import { parseDocument } from "htmlparser2";
import { Element, Text, type ChildNode } from "domhandler";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { attributes, html, lazyHtml, type Html } from "~/lib/html";
import { facetOptionsHtml } from "~/components/search/FacetOptions";
import { makeCardHtml } from "~/components/search/SearchSidebar";
import { carCardHtml } from "~/components/cars/CarCard";
import { STARS_FORM_ID, StarsForm } from "~/components/cars/FavouriteStar";
import { promoCardHtml } from "~/components/search/PromoCard";

// Quotes, ampersands, angle brackets, a script tag, a closing tag, Latin-1 and astral characters.
const nasty = fc.oneof(
  fc.string({ unit: "grapheme" }).map((s) => s.replace(/[\0\r]/g, "")), // a parser changes these two in text, as browsers do
  fc.constantFrom("", "O'Brien & Sons", '"><script>alert(1)</script>', "</article><b>", "Müller · ©", "😀 ute", "&amp;", "&#x27;", "constructor", "__proto__"),
);

const parse = (markup: Html) => parseDocument(markup.text).children;
function all(nodes: ChildNode[], test: (e: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (test(node)) found.push(node);
    found.push(...all(node.children, test));
  }
  return found;
}
const byTag = (nodes: ChildNode[], tag: string) => all(nodes, (e) => e.name === tag);
const byClass = (nodes: ChildNode[], name: string) => all(nodes, (e) => (e.attribs.class ?? "").split(" ").includes(name));
const textOf = (node: ChildNode): string => (node instanceof Text ? node.data : node instanceof Element ? node.children.map(textOf).join("") : "");
const one = (found: Element[]) => {
  expect(found).toHaveLength(1);
  return found[0];
};

describe("html templates", () => {
  it("escape text and attribute values exactly as React does, for any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        expect(html`<p title="${s}">${s}</p>`.text).toBe(renderToStaticMarkup(<p title={s}>{s}</p>));
      }),
      { numRuns: 500 },
    );
  });

  it("write markup as it is, numbers as numbers, lists in order, and nothing for null, undefined and false", () => {
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`${inner}|${0}|${-1.5}|${[inner, "&", [null, 2]]}|${null}${undefined}${false}|`.text).toBe("<b>&lt;i&gt;</b>|0|-1.5|<b>&lt;i&gt;</b>&amp;2||");
    expect(() => html`${{ toString: () => "<script>" } as never}`).toThrow(/unsupported/);
    expect(() => html`${true as never}`).toThrow(/unsupported/);
  });

  it("write attributes from React's props as React does: its names, in order, escaped, none for null or undefined", () => {
    const value = fc.oneof(nasty, fc.integer(), fc.constant(null), fc.constant(undefined));
    const props = fc.record(
      { className: value, id: value, tabIndex: fc.integer(), title: value, href: value, "aria-label": value, "data-star": value, htmlFor: value, srcSet: value, viewBox: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(props, (p) => {
        expect(html`<a${attributes(p)}></a>`.text).toBe(renderToStaticMarkup(<a {...(p as object)} />));
      }),
      { numRuns: 500 },
    );
    expect(attributes({ "aria-pressed": false, "data-on": true }).text).toBe(' aria-pressed="false" data-on="true"');
    expect(() => attributes({ hidden: true })).toThrow(/boolean/);
  });

  it("lazyHtml makes its string only when read, once: hydration, which never reads it, makes none", () => {
    const make = vi.fn(() => html`<b>${7}</b>`);
    const value = lazyHtml(make);
    expect(make).not.toHaveBeenCalled();
    expect(value.__html).toBe("<b>7</b>");
    expect(value.__html).toBe("<b>7</b>");
    expect(make).toHaveBeenCalledTimes(1);
    expect(renderToStaticMarkup(<div dangerouslySetInnerHTML={lazyHtml(() => html`<i>${"x"}</i>`)} />)).toBe("<div><i>x</i></div>");
    // Made strings are flattened by reading them as a number: text that is a number, or none, comes back as it was.
    for (const text of ["42", " 7 ", "", "0x1F", "Infinity", "li 1 ".repeat(500)]) expect(lazyHtml(() => html`${text}`).__html).toBe(text);
  });

  it("lazyHtml's getter is its class's, not a literal's own: a literal's accessor is made in V8's old generation and held its page until a full collection", () => {
    const value = lazyHtml(() => html`<b>${7}</b>`);
    expect(Object.getOwnPropertyDescriptor(value, "__html")).toBeUndefined();
    expect("__html" in value).toBe(true);
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(value), "__html")?.get).toBeTypeOf("function");
  });
});

describe("the parts written as templates read back as their data", () => {
  const optional = fc.option(nasty, { nil: null });
  const car = fc.record({
    id: fc.nat(),
    slug: nasty,
    href: nasty,
    title: nasty,
    make: nasty,
    model: nasty,
    image: optional,
    price: fc.record({ kind: fc.constantFrom("price", "poa", "sold"), text: nasty, amount: fc.option(fc.integer(), { nil: null }) }),
    priceType: nasty,
    wasPrice: optional,
    subscriptionPrice: optional,
    rentalRates: fc.option(fc.record({ daily: optional, weekly: optional }), { nil: null }),
    kind: fc.constantFrom("car", "truck", "rental"),
    specRow: fc.option(fc.array(fc.record({ key: nasty, label: nasty, value: nasty }), { maxLength: 5 }), { nil: null }),
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

  it("a car card: one article, its title, picture, place, price, specs, links, Quick Enquiry and star button", () => {
    fc.assert(
      fc.property(car, images, star, fc.boolean(), (c, config, place, eager) => {
        const doc = parse(carCardHtml(c as never, { images: config, star: place as never }, eager));
        const article = one(byTag(doc, "article"));
        expect(doc).toEqual([article]);
        expect(byTag(doc, "script")).toHaveLength(0);
        const title = one(byTag(doc, "h3"));
        expect(textOf(title)).toBe(c.title);
        expect(article.attribs["aria-labelledby"]).toBe(title.attribs.id);
        const img = one(byTag(doc, "img"));
        expect([c.title, `${c.title}: image not available`]).toContain(img.attribs.alt);
        expect(img.attribs.loading).toBe(eager ? "eager" : "lazy");
        expect(textOf(one(byClass(doc, "car-card__location")))).toBe(c.location);
        const price = textOf(one(byClass(doc, "car-card__price")));
        if (!c.rentalRates) expect(price.startsWith(c.price.text)).toBe(true);
        const links = byTag(doc, "a");
        const reserve = byClass(doc, "car-card__reserve");
        expect(reserve.map((a) => a.attribs.href)).toEqual(c.reserveHref && !c.unavailable ? [c.reserveHref] : []);
        const toCar = links.filter((a) => !reserve.includes(a) && a.attribs.href === c.href && a.attribs["data-discover"] === "true");
        expect(toCar.length).toBe(c.unavailable ? 2 : 3);
        const enquiry = one(links.filter((a) => "data-quick-enquiry" in a.attribs));
        expect(enquiry.attribs["data-quick-enquiry"]).toBe(c.title);
        expect(new URL(enquiry.attribs.href, "http://x").searchParams.get("car_id")).toBe(c.slug || null);
        if (c.specRow) {
          const pairs = byTag(doc, "dl").flatMap((dl) => byTag([dl], "div").map((d) => [textOf(byTag([d], "dt")[0]), textOf(byTag([d], "dd")[0])]));
          expect(pairs).toEqual(c.specRow.map((s) => [s.label, s.value]));
        }
        // No form in a card: the star is a button of the page's one stars form (StarsForm), outside the cards.
        expect(byTag(doc, "form")).toHaveLength(0);
        const stars = byTag(doc, "button").filter((b) => b.attribs.form === STARS_FORM_ID);
        expect(stars).toHaveLength(place ? 1 : 0);
        if (place) {
          const [star] = stars;
          expect(star.attribs.type).toBe("submit");
          expect(star.attribs.name).toBe(place.garage ? "slug" : "car_id");
          expect(star.attribs.value).toBe(place.garage ? c.slug : String(c.id));
          expect(textOf(star)).toMatch(new RegExp(`: ${c.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "u"));
          const form = parseDocument(renderToStaticMarkup(<StarsForm place={place as never} />)).children;
          expect(one(byTag(form, "form")).attribs).toMatchObject({ id: STARS_FORM_ID, method: "post", action: place.garage ?? "/favourites" });
          const fields = Object.fromEntries(byTag(form, "input").map((i) => [i.attribs.name, i.attribs.value]));
          expect(fields).toEqual({ intent: place.garage ? "watch" : "add", return_to: place.returnTo });
        }
      }),
      { numRuns: 400 },
    );
  });

  it("a search panel's checkboxes: one per value, ticked when selected, each with its label and count", () => {
    const option = fc.record({ value: nasty, label: fc.option(nasty, { nil: undefined }), count: fc.integer({ min: 0, max: 100_000 }), selected: fc.boolean() });
    fc.assert(
      fc.property(nasty, nasty, fc.array(option, { maxLength: 12 }), (facet, title, options) => {
        const doc = parse(facetOptionsHtml({ facet, title, options, idPrefix: "f" }));
        expect(textOf(one(byTag(doc, "legend")))).toBe(title);
        const boxes = byTag(doc, "input");
        const labels = byTag(doc, "label");
        expect(boxes.map((b) => [b.attribs.name, b.attribs.value, "checked" in b.attribs])).toEqual(options.map((o) => [facet, o.value, o.selected]));
        expect(labels.map((l) => [l.attribs.for, textOf(l)])).toEqual(boxes.map((b, i) => [b.attribs.id, `${options[i].label ?? options[i].value} (${options[i].count})`]));
        expect(boxes.every((b) => /^[A-Za-z0-9_-]+$/.test(b.attribs.id))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("a make card: its link and count, the selection kept in the form, its models", () => {
    const model = fc.record({ value: nasty, count: fc.nat(), selected: fc.boolean(), href: nasty });
    const make = fc.record({ value: nasty, count: fc.nat(), selected: fc.boolean(), href: nasty, logo: nasty, models: fc.option(fc.array(model, { maxLength: 4 }), { nil: null }) });
    fc.assert(
      fc.property(make, (m) => {
        const doc = parse(makeCardHtml(m as never));
        const [link, ...modelLinks] = byTag(doc, "a");
        expect(link.attribs.href).toBe(m.href);
        expect(link.attribs["aria-label"]).toBe(`${m.value}, ${m.count} vehicles${m.selected ? ", selected: remove" : ""}`);
        expect(textOf(one(byClass([link], "make-card__name")))).toBe(m.value);
        const kept = byTag(doc, "input").map((i) => [i.attribs.name, i.attribs.value]);
        const models = m.models ?? [];
        expect(kept).toEqual([...(m.selected ? [["make", m.value]] : []), ...models.filter((x) => x.selected).map((x) => ["make_model", x.value])]);
        expect(modelLinks.map((a) => [a.attribs.href, textOf(a)])).toEqual(models.map((x) => [x.href, `${x.selected ? "✓" : ""}${x.value} (${x.count})`]));
        const details = byTag(doc, "details");
        expect(details).toHaveLength(models.length ? 1 : 0);
        if (details.length) expect("open" in details[0].attribs).toBe(models.some((x) => x.selected));
      }),
      { numRuns: 300 },
    );
  });

  it("a promo card: the dealer's heading, text and label, a site link or an outside one", () => {
    const promo = fc.record({ heading: nasty, text: nasty, href: fc.oneof(nasty, fc.constant("https://dealer.example/offer?a=1&b=2")), label: nasty, image: optional });
    fc.assert(
      fc.property(promo, (p) => {
        const doc = parse(promoCardHtml(p));
        expect(one(byTag(doc, "aside")).attribs["aria-label"]).toBe(p.heading);
        const link = one(byTag(doc, "a"));
        expect(link.attribs.href).toBe(p.href);
        expect("data-discover" in link.attribs).toBe(!/^https?:\/\//.test(p.href));
        expect(textOf(one(byClass(doc, "promo-card__heading")))).toBe(p.heading);
        expect(textOf(one(byClass(doc, "promo-card__cta")))).toBe(p.label);
        expect(byTag(doc, "img")).toHaveLength(p.image ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });
});
