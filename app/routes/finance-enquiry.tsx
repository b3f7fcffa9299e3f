// /finance-enquiry: a site variant of the finance page (finance_path); the same route module as /finance.
export { action, default, headers, links, loader, meta } from "./finance";
