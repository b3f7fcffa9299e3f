// The breadcrumb trail above a page's heading: links to the pages above, then this page (not a link).
// Its links are PageLinks, which cost what an <a> costs (issue 18).
import { PageLink } from "~/components/PageLink";

export interface Crumb {
  to: string;
  label: string;
}

export const HOME_CRUMB: Crumb = { to: "/", label: "Home" };

export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <PageLink to={crumb.to}>{crumb.label}</PageLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
