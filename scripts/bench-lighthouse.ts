// npm run bench: Lighthouse mobile performance (its defaults: simulated slow 4G and a 4x slower CPU),
// accessibility, best practices and SEO of a few pages in Debian's Chromium. Optional: skipped when
// Chromium or the lighthouse dev dependency is missing, or with --no-lighthouse. *.localhost resolves to loopback in Chromium, so
// each site is reached by its own host name on the bench server's port.
import { existsSync } from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

export interface LighthouseResult {
  score: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lighthouse's measure of the host's CPU speed for this run: its simulated phone runs 4x slower than
   * the host, so runs on different machines compare only when this is alike. */
  benchmarkIndex: number;
  /** Lighthouse's own failure (e.g. NO_NAVSTART), when the run produced no trustworthy metrics. */
  runError?: string;
  /** Why a score is missing: Lighthouse's run error and warnings, and each audit that errored (its score is then null, its category 0). */
  problems: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
type Categories = Record<string, { score: number | null } | undefined>;
const percent = (categories: Categories, id: string) => Math.round((categories[id]?.score ?? 0) * 100);

type Audits = Record<string, { numericValue?: number; scoreDisplayMode?: string; errorMessage?: string }>;

export async function lighthouseRunner(): Promise<((url: string) => Promise<LighthouseResult>) & { close(): Promise<void> } | null> {
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  if (!existsSync(chromePath)) return null;
  let lighthouse: typeof import("lighthouse").default;
  let launcher: typeof import("chrome-launcher");
  try {
    lighthouse = (await import("lighthouse")).default;
    launcher = await import("chrome-launcher");
  } catch {
    return null;
  }
  const chrome = await launcher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS.filter((f) => f !== "--headless").concat("--headless=new") });
  const run = async (url: string): Promise<LighthouseResult> => {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const audits = result.lhr.audits as Audits;
    const categories = result.lhr.categories as Categories;
    return {
      score: percent(categories, "performance"),
      accessibility: percent(categories, "accessibility"),
      bestPractices: percent(categories, "best-practices"),
      seo: percent(categories, "seo"),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? NaN),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      runError: result.lhr.runtimeError?.code,
      problems: [
        ...(result.lhr.runtimeError ? [`run error ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`] : []),
        ...result.lhr.runWarnings.map((w) => `warning: ${w}`),
        ...Object.entries(audits).flatMap(([id, a]) => (a.scoreDisplayMode === "error" ? [`${id}: ${a.errorMessage}`] : [])),
      ],
    };
  };
  return Object.assign(run, { close: async () => void (await chrome.kill()) });
}
