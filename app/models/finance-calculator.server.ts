// The finance calculator's page model (vehicle pages and the finance page): the figures from the
// GET form's query (or the car's price), and analytics event 26 when the visitor pressed Calculate
// (recorded here, so it counts with and without JavaScript).
import type { AppLoadContext } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import { recordPostedAction } from "../../server/analytics/server-events";
import { CALCULATE_PARAM, TERM_OPTIONS_MONTHS, calculatorView, type CalculatorView } from "~/lib/finance-calculator";
import { PRIVATE_NO_STORE } from "~/lib/cache-policy";

export interface FinanceCalculatorData extends CalculatorView {
  termOptions: number[];
  /** The page the GET form goes to (the page itself). */
  path: string;
  /** The finance form 'Apply for finance' opens. */
  financePath: string;
  carSlug: string | null;
  /** The page names its car in the query (the finance page's car_id), so the form carries it on. */
  carInQuery: boolean;
}

export function financeCalculator(
  context: Pick<AppLoadContext, "services">,
  entry: SiteEntry,
  request: Request,
  options: { price: number | null; carSlug: string | null; carInQuery: boolean; path: string },
): FinanceCalculatorData {
  const query = new URL(request.url).searchParams;
  if (query.has(CALCULATE_PARAM)) recordPostedAction(context.services, entry, request, "finance-calculator");
  return {
    ...calculatorView(query, { price: options.price }),
    termOptions: [...TERM_OPTIONS_MONTHS],
    path: options.path,
    financePath: entry.site.finance_path,
    carSlug: options.carSlug,
    carInQuery: options.carInQuery,
  };
}

/** A page showing a visitor's own figures is not kept by a shared cache (app/lib/cache-policy.ts). */
export const calculatorHeaders = (request: Request): HeadersInit | undefined =>
  new URL(request.url).searchParams.has(CALCULATE_PARAM) ? { "Cache-Control": PRIVATE_NO_STORE } : undefined;
