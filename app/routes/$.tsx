// Any path no route claims: a 404 in the site's own layout.
import type { MetaFunction } from "@remix-run/node";

export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return null;
}
