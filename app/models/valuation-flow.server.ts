// Page model of the valuation flow (issue 12) on every trade-in and sell path (/valuations,
// /trade-in, /cars/trade-in?car_id=, /sell-my-car): which purpose and car, which dealer's variant,
// the catalogue lists and the contact step's lead form. The steps' posts: valuation-steps.server.ts.
import type { AppLoadContext } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import type { Car } from "../../server/sites/schema";
import { formPageAt, type FormPageRow } from "~/lib/forms/form-pages";
import type { FormKey } from "~/lib/forms/definitions";
import { valuationOptions, type ValuationOptions } from "~/lib/valuation/dealership-options";
import { flowSteps, PURPOSE_HEADINGS, type FlowStepKey } from "~/lib/valuation/flow";
import { CONDITIONS, FINANCE_OWING, REJECT_REASONS, SERVICE_HISTORIES, type ValuationPurpose } from "~/lib/valuation/vehicle";
import { AUSTRALIAN_STATES, defaultState, distanceUnit, normaliseState, swapWords } from "~/lib/locale";
import { contentPage } from "./content.server";
import { carSummary, findCar, leadFormView, type CarSummary, type LeadFormView } from "./leads.server";
import { pickerLists, type PickerLists } from "./valuation-identify.server";

export interface FlowSetup {
  entry: SiteEntry;
  row: FormPageRow;
  purpose: ValuationPurpose;
  /** The contact step's lead form: trade-in or sell-my-car. */
  key: Extract<FormKey, "trade-in" | "sell-my-car">;
  car: Car | null;
  options: ValuationOptions;
  steps: readonly FlowStepKey[];
}

export interface FlowPage {
  key: FlowSetup["key"];
  purpose: ValuationPurpose;
  heading: string;
  description: string;
  intro: string[];
  path: string;
  car: CarSummary | null;
  steps: FlowStepKey[];
  offerRejection: boolean;
  /** A registry answers rego/VIN lookups; without one the visitor picks the car. */
  registry: boolean;
  locale: string;
  /** 'km' or 'mi'. */
  distance: string;
  /** The registration states (Australian sites), else none. */
  states: { value: string; label: string }[];
  /** The state preselected in the registration state select (the site's, else the group's default). */
  defaultState: string | null;
  /** The catalogue lists narrowed by ?year=&make=&model= (the live picker fetches these). */
  picker: PickerLists;
  choices: { conditions: readonly string[]; serviceHistories: readonly string[]; financeOwing: readonly string[]; rejectReasons: readonly string[] };
  contact: LeadFormView;
}

const notFound = () => new Response("Not found", { status: 404 });

/** The row, purpose, car and dealer variant of a request to one of the flow's paths. */
export function flowSetup(context: AppLoadContext, request: Request): FlowSetup {
  const entry = context.site;
  const url = new URL(request.url);
  const row = formPageAt(url.pathname);
  if (!row || (row.form !== "trade-in" && row.form !== "sell-my-car")) throw notFound();
  const purpose: ValuationPurpose = row.form === "sell-my-car" ? "sell" : "trade-in";
  // A trade-in is tied to the car being bought; selling outright is about no car of ours.
  const raw = purpose === "trade-in" ? url.searchParams.get("car_id") : null;
  const car = raw ? findCar(context, raw) : null;
  if (raw && !car) throw notFound();
  const options = valuationOptions(entry.dealerships, entry.group.group.dealerships, car);
  return { entry, row, purpose, key: row.form, car, options, steps: flowSteps(options.fourStep) };
}

export async function valuationFlowPage(context: AppLoadContext, request: Request): Promise<FlowPage> {
  const setup = flowSetup(context, request);
  const { entry, row, car, key } = setup;
  const { site } = entry;
  const url = new URL(request.url);
  const content = row.contentSlug ? contentPage(entry, row.contentSlug) : null;
  const title = swapWords(site.locale, PURPOSE_HEADINGS[setup.purpose]);
  const contact = await leadFormView(context, entry, key, request, { car, now: new Date() });
  const q = url.searchParams;
  return {
    key,
    purpose: setup.purpose,
    heading: row.heading ?? content?.page.heading ?? (car ? `${title}: ${car.year} ${car.make} ${car.model}` : title),
    description: swapWords(site.locale, content?.page.description ?? `Value your car in a minute at ${site.name}: a price range, then lock it in.`),
    intro: content?.page.body ?? [],
    path: row.canonical ?? row.path,
    car: car ? carSummary(entry, car) : null,
    steps: [...setup.steps],
    offerRejection: setup.options.offerRejection,
    registry: context.services.valuations.lookup.registry,
    locale: site.locale,
    distance: distanceUnit(site.locale),
    states: site.locale === "en-AU" ? AUSTRALIAN_STATES.map((s) => ({ value: s.code, label: s.name })) : [],
    // Spec point 9: the group's default state ('qld') preselected until the visitor picks another.
    defaultState: normaliseState(defaultState(site, entry.group.group)),
    picker: pickerLists(entry, context.services.valuations.catalogue, { year: q.get("year"), make: q.get("make"), model: q.get("model") }),
    choices: { conditions: CONDITIONS, serviceHistories: SERVICE_HISTORIES, financeOwing: FINANCE_OWING, rejectReasons: REJECT_REASONS },
    contact,
  };
}
