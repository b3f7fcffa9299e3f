// A loader that throws, so the e2e suite can prove a 500 renders the branded error page.
// Answers 404 unless TEST_ROUTES is set.
import type { LoaderFunctionArgs } from "@remix-run/node";

export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.services.env.TEST_ROUTES) throw new Response("Not found", { status: 404 });
  throw new Error("Deliberate failure for the error-page test");
}

export default function Throw() {
  return null;
}
