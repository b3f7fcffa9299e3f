// The about-us history periods. Without JavaScript: a list of plain links (?period=...), the current one
// marked. With it: the ARIA tabs pattern, one tab stop, arrow keys / Home / End move and select.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ContentPageData } from "~/models/content.server";
import { useHydrated } from "~/components/locations/use-hydrated";

type Period = ContentPageData["history"][number];

const STEPS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function HistoryTabs({ history, period }: { history: Period[]; period: string | null }) {
  const hydrated = useHydrated();
  const fromUrl = Math.max(0, history.findIndex((h) => h.period === period));
  const [index, setIndex] = useState(fromUrl);
  useEffect(() => setIndex(fromUrl), [fromUrl]);
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const selected = history[index];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, history.length);
    setIndex(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="tabs" id="history" aria-labelledby="history-heading">
      <h2 id="history-heading">Our history</h2>
      {hydrated ? (
        <div className="tabs__list" role="tablist" aria-labelledby="history-heading" onKeyDown={onKeyDown}>
          {history.map((h, i) => (
            <button
              key={h.period}
              ref={(el) => (tabs.current[i] = el)}
              type="button"
              role="tab"
              id={`tab-${h.period}`}
              aria-selected={i === index}
              aria-controls="history-panel"
              tabIndex={i === index ? 0 : -1}
              className="tabs__tab"
              onClick={() => setIndex(i)}
            >
              {h.period}
            </button>
          ))}
        </div>
      ) : (
        <ul className="tabs__list" aria-label="Periods">
          {history.map((h, i) => (
            <li key={h.period}>
              <Link className="tabs__tab" to={`?period=${encodeURIComponent(h.period)}#history`} aria-current={i === index ? "true" : undefined} preventScrollReset replace>
                {h.period}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="tabs__panel" {...(hydrated ? { role: "tabpanel", "aria-labelledby": `tab-${selected.period}`, tabIndex: 0 } : {})} id="history-panel">
        <h3>{selected.period}</h3>
        <p>{selected.description}</p>
      </div>
    </section>
  );
}
