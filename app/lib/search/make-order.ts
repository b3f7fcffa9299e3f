// "A preferred make ordering list of 20 makes exists for some dealers" (spec point 9): a site that
// sets `search.preferred_make_order` shows those makes first, in its order, in the make facet and
// 'Shop by make'; the other makes follow in the order they already had (by count).

/** The list holds at most this many makes. */
export const PREFERRED_MAKE_ORDER_SIZE = 20;

/** `items` with the preferred makes first (matched case-insensitively), the rest after; stable. */
export function orderByPreferredMakes<T>(items: readonly T[], makeOf: (item: T) => string, preferred: readonly string[] = []): T[] {
  if (preferred.length === 0) return [...items];
  const rank = new Map(preferred.map((make, i) => [make.toLowerCase(), i] as const));
  const rankOf = (item: T) => rank.get(makeOf(item).toLowerCase()) ?? preferred.length;
  return items
    .map((item, index) => ({ item, index, rank: rankOf(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
