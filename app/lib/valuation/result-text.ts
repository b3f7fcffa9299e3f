// How a valuation result reads, on the visitor's price step and in the dealer's list: one wording.
import { formatPrice } from "../locale";
import type { ValuationResult } from "../../../server/valuation/port";

/** "$12,300 – $15,800", or null when the valuation declined. */
export function rangeText(result: ValuationResult): string | null {
  return result.kind === "priced" ? `${formatPrice(result.low)} – ${formatPrice(result.high)}` : null;
}

/** What the figure rests on: "Based on 5 comparable cars in our stock" or the independent source. */
export function basisText(result: ValuationResult): string {
  if (result.source === "autograb") return "From an independent valuation service";
  const n = result.comparables ?? 0;
  return `Based on ${n} comparable ${n === 1 ? "car" : "cars"} in our stock`;
}

/** "We'll call you with a price": the honest answer when there is too little to go on. */
export const DECLINED_TEXT = "We'll call you with a price";
