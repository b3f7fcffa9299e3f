// The garage (issue 15) at the site's base path: /my-garage, or a dealer's /mybigboxcars (and
// its /saved). A 404 on a site without the garage. app/models/garage.server.ts holds the rules.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { garagePage } from "~/models/garage.server";
import { garageAction } from "~/models/garage-action.server";
import { GaragePage } from "~/components/garage/GaragePage";
import { pageMeta } from "~/lib/seo";
import { privatePage } from "~/lib/cache-policy";
import { returnPath } from "~/lib/garage/paths";
import type { RootData } from "~/root";
import formsCss from "~/styles/forms.css?url";
import garageCss from "~/styles/garage.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: garageCss },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => garagePage(context, request);

export const action = ({ request, context }: ActionFunctionArgs) => garageAction(context, request);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: "My Garage", description: "Your saved cars and searches.", noindex: true });

// A visitor's own page: never stored.
export const headers = privatePage;

export default function GarageRoute() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const site = useRouteLoaderData<RootData>("root")?.site.slug ?? "site";
  const search = new URLSearchParams(useLocation().search);
  return <GaragePage page={page} action={posted ?? null} site={site} returnTo={returnPath(search.get("return_to"), page.base)} />;
}
