// POST /api/payments/stripe/webhook[?dealership={slug}]: Stripe's events. The body is read raw and
// verified before anything parses it; a bad or stale signature is a 400, a repeat changes nothing.
import type { ActionFunctionArgs } from "@remix-run/node";
import { postOnly, stripeWebhookAction } from "~/models/checkout.server";

export const loader = () => postOnly();

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  return stripeWebhookAction(context, request);
}
