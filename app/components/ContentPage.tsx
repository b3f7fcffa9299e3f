// A plain content page; about-us adds its history periods as tabs (links, so they work without JavaScript).
import { Link } from "@remix-run/react";
import type { ContentPageData } from "~/models/content.server";
import { Breadcrumbs, HOME_CRUMB } from "~/components/layout/Breadcrumbs";

export function ContentPage({ data, period }: { data: ContentPageData; period: string | null }) {
  const { page, history } = data;
  const selected = history.find((h) => h.period === period) ?? history[0];
  return (
    <article className="container content-page">
      <Breadcrumbs trail={[HOME_CRUMB]} current={page.heading ?? page.title} />
      <h1>{page.heading ?? page.title}</h1>
      {page.body.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {history.length > 0 && selected && (
        <section className="tabs" id="history" aria-labelledby="history-heading">
          <h2 id="history-heading">Our history</h2>
          <ul className="tabs__list" role="tablist">
            {history.map((h) => (
              <li key={h.period} role="presentation">
                <Link
                  role="tab"
                  id={`tab-${h.period}`}
                  aria-selected={h.period === selected.period}
                  aria-controls="history-panel"
                  className="tabs__tab"
                  to={`?period=${encodeURIComponent(h.period)}#history`}
                  preventScrollReset
                  replace
                >
                  {h.period}
                </Link>
              </li>
            ))}
          </ul>
          <div className="tabs__panel" role="tabpanel" id="history-panel" aria-labelledby={`tab-${selected.period}`}>
            <h3>{selected.period}</h3>
            <p>{selected.description}</p>
          </div>
        </section>
      )}
    </article>
  );
}
