// {garage base}/unsubscribe?token=…: the alert email's unsubscribe link, working without signing in.
// The page asks to confirm with a button (a post), so a mail scanner following the link changes nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { garageUnsubscribe, garageUnsubscribePage } from "~/models/garage.server";
import { privatePage } from "~/lib/cache-policy";

export const loader = ({ request, context }: LoaderFunctionArgs) => garageUnsubscribePage(context, request);
export const action = ({ request, context }: ActionFunctionArgs) => garageUnsubscribe(context, request);
export const meta: MetaFunction = () => [{ title: "Alert emails" }, { name: "robots", content: "noindex" }];
export const headers = privatePage;

export default function GarageUnsubscribe() {
  const { token, valid } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <section className="container garage">
      <h1>Alert emails</h1>
      {done?.ok ? (
        <p role="status">You will get no more alert emails. Your saved cars and searches are kept.</p>
      ) : valid ? (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <p>Stop the daily email about new cars and price drops?</p>
          <button type="submit" className="btn btn--primary">
            Unsubscribe
          </button>
        </Form>
      ) : (
        <p role="alert">This unsubscribe link is not valid. Copy the whole link from the email, or sign in to your garage.</p>
      )}
    </section>
  );
}
