// A PageLink in a template writes what the component renders, byte for byte (a card's links and the
// make cards are templates; the header's and the pagination's are components).
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { PageLink, pageLinkHtml } from "~/components/PageLink";

describe("pageLinkHtml", () => {
  const cases = [
    { to: "/cars/2022-kia-picanto-s-100960", props: {}, inner: "2022 Kia Picanto" },
    { to: "/search/toyota?colour=Red,Blue&page=2", props: { className: "make-card__link", "aria-label": "Toyota, 3 vehicles" }, inner: "Toyota" },
    { to: '/enquire?car_id=a"b&form=<x>', props: { tabIndex: -1, "aria-hidden": "true" }, inner: "O'Brien & Sons <script>" },
  ] as const;
  for (const { to, props, inner } of cases) {
    for (const prefetch of ["none", "intent"] as const) {
      for (const preventScrollReset of [false, true]) {
        it(`${to} prefetch=${prefetch} preventScrollReset=${preventScrollReset}`, () => {
          const component = renderToStaticMarkup(
            <PageLink to={to} prefetch={prefetch} preventScrollReset={preventScrollReset} {...props}>
              {inner}
            </PageLink>,
          );
          expect(pageLinkHtml(to, props, inner, { prefetch, preventScrollReset }).text).toBe(component);
        });
      }
    }
  }
});
