// /reservation/{token}: the visitor's reservation (after paying, or from the link they keep), and its Cancel post.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { reservationAction, reservationPage } from "~/models/reservation-page.server";
import { pageMeta } from "~/lib/seo";
import { ReservationConfirmation } from "~/components/checkout/ReservationConfirmation";
import formsCss from "~/styles/forms.css?url";
import checkoutCss from "~/styles/checkout.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: checkoutCss },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Private to the visitor: never cached, never indexed.
  return data(await reservationPage(context, request, params.token), { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

export const action = ({ request, context, params }: ActionFunctionArgs) => reservationAction(context, request, params.token);

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? pageMeta(args, { title: `Reservation ${args.data.view.number}`, description: `Your reservation of the ${args.data.carTitle}.`, noindex: true })
    : [];

export default function Reservation() {
  const actionData = useActionData<typeof action>();
  return <ReservationConfirmation data={useLoaderData<typeof loader>()} error={actionData?.error} />;
}
