/** Model years are relative to this year (the year the demo data describes as "now"). */
export const DEMO_YEAR = 2026;
/** Timestamps are unix seconds. */
export const DAY = 86_400;
