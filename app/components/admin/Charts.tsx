// Server-rendered SVG charts for the dealer dashboard, readable without JavaScript: x positions and
// widths are percentages of the chart's own width and text stays in real pixels, so the same chart
// reads at 390 px and 1280 px without scaling its labels. Each chart is an image with a title and a
// description (role="img"); its numbers are also a table for screen readers and copying.
import { useId, type ReactNode } from "react";
import type { Bar, DailyBreakdown } from "~/lib/dashboard/panels";

const fmt = (n: number) => n.toLocaleString("en-AU");
const ROW = 40;
const DAILY_HEIGHT = 160;

/** Horizontal bars, each labelled with its name and number above it. */
/** title: short, also naming its table; span: the date range, added to the image's title. */
export function BarChart({ title, span, description, bars, nameHeading }: { title: string; span: string; description: string; bars: Bar[]; nameHeading: string }) {
  const id = useId();
  if (bars.length === 0) return <p>None in this range.</p>;
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <>
      <svg className="chart" role="img" aria-labelledby={`${id}-t ${id}-d`} width="100%" height={bars.length * ROW}>
        <title id={`${id}-t`}>{`${title}, ${span}`}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {bars.map((bar, i) => (
          <g key={bar.label}>
            <text x="0" y={i * ROW + 15} className="chart__label">
              {`${bar.label}: ${fmt(bar.value)}`}
            </text>
            <rect x="0" y={i * ROW + 21} height="12" width={`${Math.max(0.5, (bar.value / max) * 100)}%`} className="chart__bar" />
          </g>
        ))}
      </svg>
      <Numbers summary={`${title} in numbers`}>
        <table>
          <thead>
            <tr>
              <th scope="col">{nameHeading}</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{fmt(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </>
  );
}

/** One column per day (the day's total), with each breakdown's numbers per day in a table below. */
export function DailyChart({ title, breakdowns }: { title: string; breakdowns: { title: string; breakdown: DailyBreakdown }[] }) {
  const id = useId();
  const { days, totals } = breakdowns[0].breakdown;
  const max = Math.max(1, ...totals);
  const sum = totals.reduce((a, b) => a + b, 0);
  const busiest = totals.indexOf(Math.max(...totals));
  const description =
    sum === 0
      ? `No leads from ${days[0]} to ${days.at(-1)}.`
      : `${fmt(sum)} leads from ${days[0]} to ${days.at(-1)}; the busiest day was ${days[busiest]} with ${fmt(totals[busiest])}.`;
  const step = 100 / days.length;
  return (
    <>
      <div className="chart-daily">
        <span className="chart-daily__max">Most in a day: {fmt(Math.max(...totals))}</span>
        <svg className="chart" role="img" aria-labelledby={`${id}-t ${id}-d`} width="100%" height={DAILY_HEIGHT}>
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{description}</desc>
          <line x1="0" x2="100%" y1={DAILY_HEIGHT - 0.5} y2={DAILY_HEIGHT - 0.5} className="chart__axis" />
          {totals.map((total, i) =>
            total > 0 ? (
              <rect
                key={days[i]}
                x={`${i * step + step * 0.1}%`}
                width={`${step * 0.8}%`}
                y={DAILY_HEIGHT - (total / max) * (DAILY_HEIGHT - 4)}
                height={(total / max) * (DAILY_HEIGHT - 4)}
                className="chart__bar"
              >
                <title>{`${days[i]}: ${fmt(total)}`}</title>
              </rect>
            ) : null,
          )}
        </svg>
        <span className="chart-daily__axis">
          <span>{days[0]}</span>
          <span>{days.at(-1)}</span>
        </span>
      </div>
      {breakdowns.map((b) => (
        <DailyTable key={b.title} title={b.title} breakdown={b.breakdown} />
      ))}
    </>
  );
}

function DailyTable({ title, breakdown }: { title: string; breakdown: DailyBreakdown }) {
  const { days, totals, series } = breakdown;
  return (
    <Numbers summary={title}>
      <table>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">All</th>
            {series.map((s) => (
              <th scope="col" key={s.name}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              <td>{fmt(totals[i])}</td>
              {series.map((s) => (
                <td key={s.name}>{fmt(s.values[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{fmt(totals.reduce((a, b) => a + b, 0))}</td>
            {series.map((s) => (
              <td key={s.name}>{fmt(s.total)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </Numbers>
  );
}

/** The table behind a chart: folded away (a native <details>, no JavaScript), scrollable sideways. */
function Numbers({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="chart-numbers">
      <summary>{summary}</summary>
      <div className="inbox__table-wrap" role="region" aria-label={summary} tabIndex={0}>
        {children}
      </div>
    </details>
  );
}
