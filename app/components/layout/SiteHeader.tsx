// Header: optional group banner with its buttons, logo, and the site's navigation
// (a <details> menu on phones, so it opens without JavaScript).
import { useLocation } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import type { LayoutData } from "~/models/layout.server";
import { GarageLink } from "~/components/garage/GarageLink";
import { FAVOURITES_PATH } from "~/lib/favourites";
import { swapWords } from "~/lib/locale";

/**
 * Whether a navigation item is the page's own section, by React Router's <NavLink> rule (not case
 * sensitive; the page itself or a page under it): the header's links are plain PageLinks (issue 18).
 */
export function inSection(pathname: string, href: string): boolean {
  const here = pathname.toLowerCase();
  const to = href.replace(/[?#].*$/, "").toLowerCase();
  const end = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here === to || (here.startsWith(to) && here.charAt(end) === "/");
}

export function SiteHeader({ data }: { data: LayoutData }) {
  const { site } = data;
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      {site.header.banner || site.header.buttons.length ? (
        <div className="header-banner">
          <div className="container header-banner__inner">
            {site.header.banner && <p className="header-banner__text">{site.header.banner}</p>}
            <div className="header-banner__buttons">
              {site.header.buttons.map((b) => (
                <PageLink key={b.href} to={b.href} className="btn btn--small btn--accent">
                  {b.label}
                </PageLink>
              ))}
            </div>
          </div>
        </div>
      ) : null}
      <div className="container header-main">
        <PageLink to="/" className="logo" aria-label={`${site.name} home`}>
          {site.logoUrl ? <img src={site.logoUrl} alt={site.name} width={180} height={48} /> : <span className="logo__text">{site.name}</span>}
        </PageLink>
        <nav aria-label="Main" className="nav nav--desktop">
          <ul>
            {site.navigation.map((item) => {
              const current = inSection(pathname, item.href);
              return (
                <li key={item.href}>
                  <PageLink to={item.href} prefetch="intent" className={current ? "active" : undefined} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </PageLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {site.garagePath ? (
          <GarageLink base={site.garagePath} />
        ) : (
          <PageLink to={FAVOURITES_PATH} className="garage-link">
            {swapWords(site.locale, "Favourites")}
          </PageLink>
        )}
        <details className="nav nav--mobile">
          <summary aria-label="Menu">
            <span className="burger" aria-hidden="true" />
            Menu
          </summary>
          <nav aria-label="Mobile">
            <ul>
              {site.navigation.map((item) => (
                <li key={item.href}>
                  <PageLink to={item.href}>{item.label}</PageLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
