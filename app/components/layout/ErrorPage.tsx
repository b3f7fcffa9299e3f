// One branded error page: in the site's layout when the site is known, plain otherwise; never a stack trace.
import { Link } from "@remix-run/react";

export function ErrorPage({ status, siteKnown, searchPath }: { status: number; siteKnown: boolean; searchPath?: string }) {
  const notFound = status === 404;
  if (!siteKnown) {
    return (
      <main className="container error-page" id="main">
        <title>{notFound ? "Site not found" : "Something went wrong"}</title>
        <h1>{notFound ? "No dealer site answers at this address" : "Something went wrong"}</h1>
        <p>{notFound ? "Please check the web address you typed." : "Please try again in a moment."}</p>
        <p className="error-page__status">Error {status}</p>
      </main>
    );
  }
  return (
    <section className="container error-page">
      <title>{notFound ? "Page not found" : "Something went wrong"}</title>
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
