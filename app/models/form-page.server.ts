// Page model of the pages that are a lead form: the form's view, the car it is about, and the
// site's content page where the path is also one (/service, /careers, /fleet ...), so no text is lost.
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import { contentPath } from "~/lib/content-path";
import { FORM_DEFINITIONS, type FormKey } from "~/lib/forms/definitions";
import { formPageAt, formPageSitemapPaths, type FormPageRow } from "~/lib/forms/form-pages";
import { swapWords } from "~/lib/locale";
import { contentPage } from "./content.server";
import { carSummary, findCar, leadFormView, type CarSummary, type LeadFormView } from "./leads.server";
import { handleLeadPost } from "./lead-action.server";
import { financeCalculator, type FinanceCalculatorData } from "./finance-calculator.server";
import { readAmount } from "~/lib/finance-calculator";
import { partEnquiryMessage } from "~/lib/parts/part-card";

export interface FormPageOptions {
  /** The site content page shown above the form (its slug), when the path is also a content page. */
  contentSlug?: string;
  /** The canonical path of the page (default: the request's path). */
  path?: string;
  heading?: string;
  description?: string;
  /** Hidden fields posted with the form (e.g. a preselected location). */
  hidden?: Record<string, string>;
  defaults?: Record<string, string>;
}

export interface FormPageData {
  view: LeadFormView;
  heading: string;
  description: string;
  intro: string[];
  path: string;
  car: CarSummary | null;
  /** The finance calculator, on the finance forms' pages. */
  calculator: FinanceCalculatorData | null;
}

const notFound = () => new Response("Not found", { status: 404 });

/** The car a form page is about: ?car_id= (an id or a slug). A car that cannot be found is a 404. */
function carFor(context: AppLoadContext, key: FormKey, request: Request) {
  const mode = FORM_DEFINITIONS[key].car;
  if (mode === "none" || key === "finance" || key === "finance-pre-approval") return null; // finance reads car_id as a field
  const raw = new URL(request.url).searchParams.get("car_id");
  if (raw === null || raw === "") {
    if (mode === "required") throw notFound();
    return null;
  }
  const car = findCar(context, raw);
  if (!car) throw notFound();
  return car;
}

/** The Parts Enquiry about a catalogue part ('Enquire' on /parts/search: ?part=<number>) opens naming it in the message. */
function partDefaults(context: AppLoadContext, key: FormKey, query: URLSearchParams): Record<string, string> {
  const number = query.get("part");
  if (key !== "parts" || !number || number.length > 40) return {};
  const part = context.services.search.forGroup(context.site.group.group.slug).part(number);
  return part ? { message: partEnquiryMessage(part) } : {};
}

export async function formPage(context: AppLoadContext, request: Request, key: FormKey, options: FormPageOptions = {}): Promise<FormPageData> {
  const entry = context.site;
  const now = new Date();
  const car = carFor(context, key, request);
  const finance = key === "finance" || key === "finance-pre-approval";
  const query = new URL(request.url).searchParams;
  const financeCar = finance ? findCar(context, query.get("car_id")) : null;
  const view = await leadFormView(context, entry, key, request, { car: car ?? financeCar, now });
  view.hidden = { ...view.hidden, ...options.hidden };
  view.defaultValue = { ...view.defaultValue, ...partDefaults(context, key, query), ...options.defaults };
  const content = options.contentSlug ? contentPage(entry, options.contentSlug) : null;
  const say = (text: string) => swapWords(entry.site.locale, text);
  const title = say(view.title);
  const shown = car ?? financeCar;
  const path = options.path ?? new URL(request.url).pathname;
  // The price a visitor brings ('Apply for finance', ?vehiclePriceBudget=) or the car's.
  const price = readAmount(query.get("vehiclePriceBudget") ?? "") ?? financeCar?.price ?? null;
  return {
    view,
    heading: options.heading || content?.page.heading ? say((options.heading || content?.page.heading) as string) : shown ? `${title}: ${shown.year} ${shown.make} ${shown.model}` : title,
    description: say(options.description ?? content?.page.description ?? `${title} at ${entry.site.name}.`),
    intro: content?.page.body ?? [],
    path,
    car: shown ? carSummary(entry, shown) : null,
    calculator: finance ? financeCalculator(context, entry, request, { price, carSlug: financeCar?.slug ?? null, carInQuery: true, path }) : null,
  };
}

/** The action of a form page: the one lead submit path, about the same car as the page. */
export async function formPageAction(context: AppLoadContext, request: Request, key: FormKey) {
  const entry = context.site;
  const car = carFor(context, key, request);
  return handleLeadPost(context, entry, request, { key, car });
}

/** The row of the form page table a request is routed to (app/route-table.ts). */
function rowOf(request: Request): FormPageRow {
  const row = formPageAt(new URL(request.url).pathname);
  if (!row) throw notFound();
  return row;
}

/**
 * A page of the form page table. Where the site chooses among spellings (its finance_path;
 * /book-a-service or /pages/book-a-service) the others redirect there with their query, and
 * /finance-pre-approval redirects to the finance page "where that page is not enabled".
 */
export async function tableFormPage(context: AppLoadContext, request: Request): Promise<FormPageData> {
  const row = rowOf(request);
  const { site } = context.site;
  const url = new URL(request.url);
  const here = url.pathname.replace(/\/$/, "");
  const page = (path: string, heading = row.heading) => formPage(context, request, row.form, { contentSlug: row.contentSlug, path, heading });
  switch (row.site) {
    case "finance-path":
      if (here !== site.finance_path) throw redirect(site.finance_path + url.search, 301);
      return page(site.finance_path);
    case "pages-path": {
      const canonical = contentPath(row.contentSlug ?? row.path, site.use_pages_path);
      if (here !== canonical) throw redirect(canonical + url.search, 301);
      return page(canonical);
    }
    case "pre-approval":
      if (!site.forms.finance_pre_approval) throw redirect(site.finance_path + url.search, 302);
      return page(row.path);
    default:
      return page(row.canonical ?? row.path);
  }
}

/** A post to a page of the form page table. */
export const tableFormPageAction = (context: AppLoadContext, request: Request) => formPageAction(context, request, rowOf(request).form);

/** The lead form pages a search engine should know (not /enquire, /success or the API). */
export const leadSitemapPaths = (entry: SiteEntry): string[] => formPageSitemapPaths(entry.site);
