// GET /api/captcha: a new signed proof-of-work challenge for the lead forms' captcha widget
// (server/captcha). A site with the captcha turned off answers 404; other methods are refused with
// a 405 in front of the routes (server/http-guards.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "~/lib/cache-policy";

export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  if (!context.site.site.captcha.enabled) return Response.json({ error: "Not found" }, { status: 404, headers });
  return Response.json(await context.services.captcha.challenge(), { headers });
}
