// A plain content page; about-us adds its history periods (HistoryTabs).
import type { ContentPageData } from "~/models/content.server";
import { Breadcrumbs, HOME_CRUMB } from "~/components/layout/Breadcrumbs";
import { HistoryTabs } from "./HistoryTabs";

export function ContentPage({ data, period }: { data: ContentPageData; period: string | null }) {
  const { page, history } = data;
  return (
    <article className="container content-page">
      <Breadcrumbs trail={[HOME_CRUMB]} current={page.heading ?? page.title} />
      <h1>{page.heading ?? page.title}</h1>
      {page.body.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {history.length > 0 && <HistoryTabs history={history} period={period} />}
    </article>
  );
}
