// The dealer dashboard's panels: leads per day by category and by source, the funnel, top viewed and
// most enquired cars, searches by make and model.
import type { Bar, DashboardPanels } from "~/lib/dashboard/panels";
import { BarChart, DailyChart } from "./Charts";

const totals = (b: DashboardPanels["leadsByCategory"]): Bar[] => b.series.map((s) => ({ label: s.name, value: s.total }));

export function DashboardView({ panels }: { panels: DashboardPanels }) {
  const { from, to } = panels.range;
  const span = `from ${from} to ${to}`;
  const [views, , , reservations] = panels.funnel;
  return (
    <div className="dashboard">
      <section className="dashboard__panel dashboard__panel--wide" aria-labelledby="leads-per-day">
        <h2 id="leads-per-day">Leads per day</h2>
        <DailyChart
          title={`Leads per day, ${span}`}
          breakdowns={[
            { title: "Leads per day by category in numbers", breakdown: panels.leadsByCategory },
            { title: "Leads per day by source in numbers", breakdown: panels.leadsBySource },
          ]}
        />
      </section>
      <section className="dashboard__panel" aria-labelledby="leads-by-category">
        <h2 id="leads-by-category">Leads by category</h2>
        <BarChart
          title="Leads by category" span={span}
          description="Complete leads of each category; spam and unfinished forms are not counted."
          bars={totals(panels.leadsByCategory)}
          nameHeading="Category"
        />
      </section>
      <section className="dashboard__panel" aria-labelledby="leads-by-source">
        <h2 id="leads-by-source">Leads by source</h2>
        <BarChart
          title="Leads by source" span={span}
          description="The link's utm_source; google ads for a Google click id, facebook for a Facebook click id, otherwise direct."
          bars={totals(panels.leadsBySource)}
          nameHeading="Source"
        />
      </section>
      <section className="dashboard__panel" aria-labelledby="funnel">
        <h2 id="funnel">Funnel</h2>
        <BarChart
          title="Funnel" span={span}
          description={`Page views, vehicle page views, enquiries and paid reservations: ${panels.funnel.map((b) => `${b.label} ${b.value}`).join(", ")}.`}
          bars={panels.funnel}
          nameHeading="Step"
        />
        <p className="dashboard__note">
          {views.value > 0 ? `${((reservations.value / views.value) * 100).toFixed(2)}% of views led to a reservation.` : "No views in this range."}
        </p>
      </section>
      <section className="dashboard__panel" aria-labelledby="top-viewed">
        <h2 id="top-viewed">Top viewed cars</h2>
        <BarChart title="Top viewed cars" span={span} description="Views of each car's page, most first." bars={panels.topViewed} nameHeading="Car" />
      </section>
      <section className="dashboard__panel" aria-labelledby="most-enquired">
        <h2 id="most-enquired">Most enquired cars</h2>
        <BarChart title="Most enquired cars" span={span} description="Enquiries naming each car, most first." bars={panels.mostEnquired} nameHeading="Car" />
      </section>
      <section className="dashboard__panel" aria-labelledby="searches">
        <h2 id="searches">Searches by make and model</h2>
        <BarChart title="Searches by make and model" span={span} description="Searches of each make and model, most first; (any) is a search without one." bars={panels.searches} nameHeading="Make and model" />
      </section>
    </div>
  );
}
