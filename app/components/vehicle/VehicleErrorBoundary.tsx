// The vehicle page's errors, in the site's layout: a 503 while the car API is down says the car is
// temporarily unavailable (the listing is not gone); any other status gets the site's error page.
import { Link, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { ErrorPage, errorPageTitle, errorStatus } from "~/components/layout/ErrorPage";

/** The title of the vehicle route's error page, for its meta (the site is known below the root). */
export function vehicleErrorTitle(error: unknown): string {
  const status = errorStatus(error);
  return status === 503 ? "Vehicle temporarily unavailable" : errorPageTitle(status, true);
}

export function VehicleErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootData>("root");
  const status = errorStatus(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  if (status !== 503 || !root) return <ErrorPage status={status} siteKnown={Boolean(root)} searchPath={root?.site.defaultSearchPath} />;
  return (
    <section className="container error-page">
      <h1>This vehicle is temporarily unavailable</h1>
      <p>We could not load this vehicle's details just now. It is still listed: please try again in a minute.</p>
      <p className="error-page__actions">
        <Link to="." reloadDocument className="btn">
          Try again
        </Link>
        <Link to={root.site.defaultSearchPath} className="btn btn--outline">
          Search our stock
        </Link>
      </p>
      <p className="error-page__status">Error 503</p>
    </section>
  );
}
