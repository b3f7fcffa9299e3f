// {garage base}/data.json: everything the garage keeps about the signed-in visitor, as a download.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { exportAccount } from "../../server/garage/accounts";
import { requireGarage, signedInUser } from "~/models/garage.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const base = requireGarage(context.site, request);
  const user = await signedInUser(context, request);
  if (!user) return redirect(`${base}?notice=save`);
  const body = await exportAccount(context.services.db, context.site.site.slug, user.id);
  return Response.json(body, {
    headers: { "Cache-Control": "private, no-store", "Content-Disposition": `attachment; filename="my-garage-${context.site.site.slug}.json"` },
  });
}
