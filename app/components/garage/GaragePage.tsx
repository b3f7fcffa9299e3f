// /my-garage (or the dealer's base): signed out, the sign-in; signed in, three tabs (saved cars,
// saved searches, details). Every control is a plain form or link, so it all works without JavaScript.
import { Form, Link } from "@remix-run/react";
import type { GaragePage as Page } from "~/models/garage.server";
import type { GarageActionData } from "~/models/garage-action.server";
import { FIND_SIMILAR_TEXT, SOLD_TEXT } from "~/lib/garage/words";
import { GARAGE_TAB_LABELS, GARAGE_TABS, tabPath, type GaragePath } from "~/lib/garage/paths";
import { NewCodeForm, SignInForm } from "./SignInForm";

export function GaragePage({ page, action, site, returnTo }: { page: Page; action: GarageActionData | null; site: string; returnTo: string }) {
  const signIn = action && "step" in action ? action : null;
  return (
    <section className="container garage">
      <h1>My Garage</h1>
      {page.notice && (
        <p className="alert" role="status">
          {page.notice}
        </p>
      )}
      {page.signedIn ? (
        <SignedIn page={page} error={action && "error" in action && !("step" in action) ? action.error : null} />
      ) : (
        <div className="garage__sign-in">
          <h2>Sign in to your garage</h2>
          <p>Save cars and searches at {page.siteName} and see them on any device.</p>
          <SignInForm base={page.base} site={site} state={signIn} returnTo={returnTo} idPrefix="garage-page" />
          {signIn?.step === "code" && <NewCodeForm base={page.base} email={signIn.email} returnTo={returnTo} />}
        </div>
      )}
    </section>
  );
}

function SignedIn({ page, error }: { page: Extract<Page, { signedIn: true }>; error: string | null }) {
  return (
    <>
      <nav aria-label="My Garage" className="garage__tabs">
        {GARAGE_TABS.map((tab) => (
          <Link key={tab} to={tabPath(page.base, tab)} aria-current={tab === page.tab ? "page" : undefined} className="garage__tab">
            {GARAGE_TAB_LABELS[tab]}
            {tab === "saved-cars" ? ` (${page.cars.length})` : tab === "saved-searches" ? ` (${page.searches.length})` : ""}
          </Link>
        ))}
      </nav>
      {error && (
        <p className="alert alert--destructive" role="alert">
          {error}
        </p>
      )}
      <h2>{GARAGE_TAB_LABELS[page.tab]}</h2>
      {page.tab === "saved-cars" && <SavedCars page={page} />}
      {page.tab === "saved-searches" && <SavedSearches page={page} />}
      {page.tab === "details" && <Details page={page} />}
    </>
  );
}

/** A "Remove" button; what it removes is in its accessible name (the visible word stays short). */
function RemoveForm({ base, intent, name, value, label, returnTo }: { base: GaragePath; intent: string; name: string; value: string; label: string; returnTo: string }) {
  return (
    <Form method="post" action={base}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <input type="hidden" name="return_to" value={returnTo} />
      <button type="submit" className="btn btn--small btn--outline">
        Remove<span className="visually-hidden"> {label}</span>
      </button>
    </Form>
  );
}

function SavedCars({ page }: { page: Extract<Page, { signedIn: true }> }) {
  if (!page.cars.length) return <p>No saved cars yet. Tap the star on a car to save it here.</p>;
  const back = tabPath(page.base, "saved-cars");
  return (
    <ul className="garage__cars">
      {page.cars.map((car) => (
        <li key={car.id} className="garage-car">
          {car.image ? <img src={car.image} alt="" width={160} height={120} loading="lazy" /> : <span className="garage-car__no-image" aria-hidden="true" />}
          <div className="garage-car__body">
            <h3 className="garage-car__name">{car.sold ? car.name : <Link to={car.href}>{car.name}</Link>}</h3>
            {car.sold && (
              <p>
                <span className="garage-car__sold">{SOLD_TEXT}</span> <Link to={car.similarHref}>{FIND_SIMILAR_TEXT}</Link>
              </p>
            )}
            <RemoveForm base={page.base} intent="unwatch" name="slug" value={car.slug} label={car.name} returnTo={back} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SavedSearches({ page }: { page: Extract<Page, { signedIn: true }> }) {
  if (!page.searches.length) return <p>No saved searches yet. Use "Save this search" on the search results.</p>;
  return (
    <ul className="garage__searches">
      {page.searches.map((s) => (
        <li key={s.id}>
          <Link to={s.search}>{s.label}</Link>
          <RemoveForm base={page.base} intent="delete-search" name="id" value={s.id} label={`search ${s.label}`} returnTo={`${page.base}?tab=saved-searches`} />
        </li>
      ))}
    </ul>
  );
}

function Details({ page }: { page: Extract<Page, { signedIn: true }> }) {
  return (
    <div className="garage__details">
      <p>
        Signed in as <strong>{page.user.email}</strong>.
      </p>
      <Form method="post" action={page.base}>
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className="btn btn--outline">
          Sign out
        </button>
      </Form>
      <h3>Your data</h3>
      <p>
        <a href={`${page.base}/data.json`} download>
          Download my data (JSON)
        </a>
      </p>
      <h3>Delete my account</h3>
      <Form method="post" action={page.base} className="garage__delete">
        <input type="hidden" name="intent" value="delete-account" />
        <div className="garage__check">
          <input id="garage-delete-confirm" type="checkbox" name="confirm" value="yes" required />
          <label htmlFor="garage-delete-confirm">Delete my account, saved cars, saved searches and emails for good</label>
        </div>
        <button type="submit" className="btn btn--destructive">
          Delete my account
        </button>
      </Form>
    </div>
  );
}
