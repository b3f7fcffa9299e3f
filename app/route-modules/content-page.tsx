// A content page at /{slug} or, on sites that use a pages path, /pages/{slug} (the two routes of
// app/route-table.ts); the spelling the site does not use redirects to the one it does.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { contentPage } from "~/models/content.server";
import { contentPath } from "~/lib/content-path";
import { routeSegments } from "~/lib/route-path";
import { ContentPage } from "~/components/ContentPage";
import { pageMeta } from "~/lib/seo";
import { publicPage } from "~/lib/cache-policy";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const entry = context.site;
  const data = contentPage(entry, params.page);
  if (!data) throw new Response("Not found", { status: 404 });
  const canonical = contentPath(data.slug, entry.site.use_pages_path);
  const prefixed = routeSegments(new URL(request.url).pathname).length === 2; // /pages/{slug}
  // The requested slug: /blog and /news are one page, served at the site's own spelling.
  if (canonical !== `${prefixed ? "/pages" : ""}/${params.page}`) throw redirect(canonical, 301);
  return { ...data, canonical };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.page.title, description: args.data.page.description, path: args.data.canonical }) : [];

export const headers = publicPage;

export default function Page() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return <ContentPage data={data} period={params.get("period")} />;
}
