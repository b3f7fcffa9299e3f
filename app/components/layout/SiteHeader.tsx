// Header: optional group banner with its buttons, logo, and the site's navigation
// (a <details> menu on phones, so it opens without JavaScript).
import { Link, NavLink } from "@remix-run/react";
import type { LayoutData } from "~/models/layout.server";
import { GarageLink } from "~/components/garage/GarageLink";
import { FAVOURITES_PATH } from "~/lib/favourites";
import { swapWords } from "~/lib/locale";

export function SiteHeader({ data }: { data: LayoutData }) {
  const { site } = data;
  return (
    <header className="site-header">
      {site.header.banner || site.header.buttons.length ? (
        <div className="header-banner">
          <div className="container header-banner__inner">
            {site.header.banner && <p className="header-banner__text">{site.header.banner}</p>}
            <div className="header-banner__buttons">
              {site.header.buttons.map((b) => (
                <Link key={b.href} to={b.href} className="btn btn--small btn--accent">
                  {b.label}
                </Link>
              ))}
            </div>
          </div>
        </div>
      ) : null}
      <div className="container header-main">
        <Link to="/" className="logo" aria-label={`${site.name} home`}>
          {site.logoUrl ? <img src={site.logoUrl} alt={site.name} width={180} height={48} /> : <span className="logo__text">{site.name}</span>}
        </Link>
        <nav aria-label="Main" className="nav nav--desktop">
          <ul>
            {site.navigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {site.garagePath ? (
          <GarageLink base={site.garagePath} />
        ) : (
          <Link to={FAVOURITES_PATH} className="garage-link">
            {swapWords(site.locale, "Favourites")}
          </Link>
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
                  <Link to={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
