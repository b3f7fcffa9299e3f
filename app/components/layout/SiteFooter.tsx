// Footer: navigation, locations, payment-method logos and the brand logo.
import { PageLink } from "~/components/PageLink";
import type { LayoutData } from "~/models/layout.server";
import { PaymentLogos } from "./PaymentLogos";
import { FallbackImage } from "~/components/FallbackImage";

export function SiteFooter({ data }: { data: LayoutData }) {
  const { site } = data;
  const links = site.footerNavigation.length ? site.footerNavigation : site.navigation;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <h2 className="site-footer__heading">{site.name}</h2>
          {site.tagline && <p>{site.tagline}</p>}
          {data.brandLogo ? (
            <FallbackImage className="site-footer__brand" src={data.brandLogo.url} alt={data.brandLogo.name} width={120} height={40} loading="lazy" />
          ) : (
            <p className="site-footer__brand-text">{data.groupName}</p>
          )}
        </section>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {links.map((item) => (
              <li key={item.href}>
                <PageLink to={item.href}>{item.label}</PageLink>
              </li>
            ))}
            {site.blog && !links.some((item) => item.href === site.blog!.href) && (
              <li>
                <PageLink to={site.blog.href}>{site.blog.label}</PageLink>
              </li>
            )}
            {site.investorUrl && (
              <li>
                <a href={site.investorUrl} target="_blank" rel="noopener noreferrer">
                  Investors<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
        {data.footerLocations.length > 0 && (
          <section>
            <h2 className="site-footer__heading">Locations</h2>
            <ul>
              {data.footerLocations.map((l) => (
                <li key={l.slug}>
                  <PageLink to={`/our-location/${l.slug}`}>{l.name}</PageLink>
                  <br />
                  <a href={`tel:${l.phone.replace(/[^\d+]/g, "")}`}>{l.phone}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <h2 className="site-footer__heading">We accept</h2>
          <PaymentLogos methods={site.paymentMethods} />
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {data.groupName}
        </p>
        <p>
          <PageLink to="/privacy-policy">Privacy Policy</PageLink> · <PageLink to="/terms-and-conditions">Terms and Conditions</PageLink>
        </p>
      </div>
    </footer>
  );
}
