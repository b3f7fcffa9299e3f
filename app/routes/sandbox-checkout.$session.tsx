// /sandbox-checkout/{session}: the embedded stand-in for a hosted card checkout (PAYMENTS=sandbox).
// Plainly a test: no card is asked for and no money moves. Pay and Cancel are plain form posts
// that drive the same transitions as the card provider's webhooks, then return to the site.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { sandboxCheckoutAction, sandboxCheckoutPage } from "~/models/checkout.server";
import { pageMeta } from "~/lib/seo";
import checkoutCss from "~/styles/checkout.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export const loader = ({ context, params }: LoaderFunctionArgs) => sandboxCheckoutPage(context, params);

export const action = ({ request, context, params }: ActionFunctionArgs) => sandboxCheckoutAction(context, request, params);

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: "Test payment — no money moves", description: "Sandbox checkout for a test reservation.", noindex: true });

export default function SandboxCheckout() {
  const data = useLoaderData<typeof loader>();
  return (
    <article className="container checkout-page sandbox-checkout">
      <h1>Test payment — no money moves</h1>
      <p role="note" className="alert">
        This is the demo&apos;s sandbox checkout. No card is needed and nothing is charged: pressing Pay marks the deposit as
        paid, exactly as a real card payment would.
      </p>
      <dl className="reservation-facts">
        <div>
          <dt>Reservation</dt>
          <dd>{data.number}</dd>
        </div>
        <div>
          <dt>Vehicle</dt>
          <dd>{data.carTitle}</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>{data.amount}</dd>
        </div>
      </dl>
      {data.open ? (
        <Form method="post" replace>
          <button className="btn" type="submit" name="intent" value="pay">
            Pay {data.amount} (test)
          </button>{" "}
          <button className="btn btn--outline" type="submit" name="intent" value="cancel">
            Cancel
          </button>
        </Form>
      ) : (
        <p>
          {`This checkout is closed (the reservation is ${data.status}).`} <Link to={data.reservationPath}>See your reservation</Link>.
        </p>
      )}
    </article>
  );
}
