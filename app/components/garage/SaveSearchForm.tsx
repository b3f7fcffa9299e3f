// "Save this search" on the results of a site with the garage on (issue 15): a plain form that keeps
// the search's path and query in the garage (signed out, the garage page asks to sign in first).
import { Form, useLocation } from "@remix-run/react";

export function SaveSearchForm({ base, label }: { base: string; label: string }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete("page"); // the search, not the page of results it was on
  const q = query.toString();
  return (
    <Form method="post" action={base} className="save-search">
      <input type="hidden" name="intent" value="save-search" />
      <input type="hidden" name="search" value={q ? `${pathname}?${q}` : pathname} />
      <input type="hidden" name="label" value={label} />
      <input type="hidden" name="return_to" value={pathname + search} />
      <button type="submit" className="btn btn--small btn--outline">
        Save this search
      </button>
    </Form>
  );
}
