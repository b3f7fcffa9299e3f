// The dealer area's answer to a wrong or missing inbox password (a 401): a page saying how to get in.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** An ErrorBoundary for an admin page: the 401 becomes a sign-in hint; any other error goes up. */
export function adminErrorBoundary(heading: string, what: string, path: string) {
  return function AdminErrorBoundary() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error) || error.status !== 401) throw error;
    return (
      <section className="container inbox">
        <h1>{heading}</h1>
        <p>Sign in with the inbox password to see your {what}.</p>
        <Link to={path}>Try again</Link>
      </section>
    );
  };
}
