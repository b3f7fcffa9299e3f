// /apply-for-finance: a site variant of the finance page (finance_path); the same route module as /finance.
export { action, default, links, loader, meta } from "./finance";
