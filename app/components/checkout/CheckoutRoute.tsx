// The checkout routes' shared parts (/cars, /motorcycles, /campers × checkout, buy-online, and
// /checkout-journey): the page, its meta and its stylesheets.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/seo";
import type { LeadActionData } from "~/models/lead-action.server";
import formsCss from "~/styles/forms.css?url";
import checkoutCss from "~/styles/checkout.css?url";
import { CheckoutPage } from "./CheckoutPage";
import { WhyNotPage } from "./WhyNotPage";
import type { CheckoutPageData } from "~/models/checkout.server";

export const checkoutLinks: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: checkoutCss },
];

export const checkoutMeta: MetaFunction<() => CheckoutPageData> = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.kind === "checkout" ? `Reserve the ${args.data.car.title}` : `The ${args.data.car.title} cannot be reserved online`,
        description: args.data.kind === "checkout" ? `Reserve the ${args.data.car.title} online with a deposit of ${args.data.terms.amountText}.` : args.data.messages.join(" "),
        noindex: true,
      })
    : [];

export function CheckoutRoute() {
  const data = useLoaderData<CheckoutPageData>();
  const actionData = useActionData<LeadActionData>();
  return data.kind === "checkout" ? <CheckoutPage data={data} actionData={actionData} /> : <WhyNotPage data={data} actionData={actionData} />;
}
