// The trade-in and sell paths of the form page table (/valuations, /trade-in, /cars/trade-in?car_id=,
// /sell-my-car): the valuation flow, step by step (app/models/valuation-flow.server.ts).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { valuationFlowPage } from "~/models/valuation-flow.server";
import { valuationFlowAction } from "~/models/valuation-steps.server";
import { pageMeta } from "~/lib/seo";
import { privatePage } from "~/lib/cache-policy";
import { ValuationFlow } from "~/components/valuation/ValuationFlow";
import formsCss from "~/styles/forms.css?url";
import valuationCss from "~/styles/valuation.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: valuationCss },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => valuationFlowPage(context, request);

export const action = ({ request, context }: ActionFunctionArgs) => valuationFlowAction(context, request);

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.heading, description: args.data.description, path: args.data.path }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

export default function ValuationRoute() {
  const page = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  return <ValuationFlow page={page} state={state ?? null} />;
}
