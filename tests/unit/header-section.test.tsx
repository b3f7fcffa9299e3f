// The header's current section (its links are plain PageLinks since issue 18) follows React Router's
// <NavLink> rule: the same table of locations and links, rendered through NavLink, marks the same links.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { NavLink } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import { inSection } from "~/components/layout/SiteHeader";

const HREFS = ["/", "/search/new-cars", "/search/used-cars", "/our-locations/", "/finance", "/About-Us", "/service?tab=book"];
const PATHS = ["/", "/search/new-cars", "/search/new-cars/toyota", "/search/new-carsX", "/search/used-cars", "/SEARCH/USED-CARS/ford", "/our-locations", "/our-locations/", "/our-locations/brisbane", "/finance/", "/financed", "/about-us", "/service", "/service/book"];

function navLinkActive(pathname: string, href: string): boolean {
  const html = renderToString(
    <StaticRouter location={pathname}>
      <NavLink to={href}>x</NavLink>
    </StaticRouter>,
  );
  return /class="active"/.test(html);
}

describe("inSection", () => {
  for (const pathname of PATHS) {
    it(`at ${pathname} marks the links NavLink marks`, () => {
      expect(HREFS.filter((href) => inSection(pathname, href))).toEqual(HREFS.filter((href) => navLinkActive(pathname, href)));
    });
  }

  it("marks the page itself and the pages under it, not a longer name", () => {
    expect(inSection("/search/used-cars/ford", "/search/used-cars")).toBe(true);
    expect(inSection("/search/used-carsX", "/search/used-cars")).toBe(false);
    expect(inSection("/search/used-cars", "/")).toBe(false);
  });
});
