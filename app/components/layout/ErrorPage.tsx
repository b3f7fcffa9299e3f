// One branded error page: in the site's layout when the site is known, plain otherwise; never a stack trace.
import { Link, isRouteErrorResponse } from "@remix-run/react";

/** The status an error page shows: a thrown response's own, else 500. */
export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/** The error page's title, which the root meta renders in the head. */
export function errorPageTitle(status: number, siteKnown: boolean): string {
  return status === 404 && siteKnown ? "Page not found" : "Something went wrong";
}

export function ErrorPage({ status, siteKnown, searchPath }: { status: number; siteKnown: boolean; searchPath?: string }) {
  const notFound = status === 404;
  // Without the root's data (its loader failed) there is no layout to show the page in. An unknown
  // host never gets here: server/unknown-host.ts answers it before Remix.
  if (!siteKnown) {
    return (
      <main className="container error-page" id="main">
        <h1>Something went wrong</h1>
        <p>Please try again in a moment.</p>
        <p className="error-page__status">Error {status}</p>
      </main>
    );
  }
  return (
    <section className="container error-page">
      <h1>{notFound ? "Sorry, we couldn't find that page" : "Something went wrong on our side"}</h1>
      <p>
        {notFound
          ? "The page may have moved, or the vehicle may no longer be available."
          : "We could not load this page. Please try again in a moment."}
      </p>
      <p className="error-page__actions">
        <Link to="/" className="btn">
          Go to the home page
        </Link>
        {searchPath && (
          <Link to={searchPath} className="btn btn--outline">
            Search our stock
          </Link>
        )}
      </p>
      <p className="error-page__status">Error {status}</p>
    </section>
  );
}
