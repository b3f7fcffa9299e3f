// The nearest-location box: a GET form that orders the locations by distance from a postcode.
import { Form, Link } from "@remix-run/react";
import { OUR_LOCATIONS_PATH } from "~/lib/locations/paths";

export interface NearestFormView {
  postcode: string;
  error: string | null;
  place: string | null;
  maxLength: number;
  label: string;
}

export function NearestLocationForm({ nearest, sorted }: { nearest: NearestFormView; sorted: boolean }) {
  const errorId = "nearest-postcode-error";
  return (
    <Form method="get" action={OUR_LOCATIONS_PATH} className="nearest" role="search" aria-label="Find your nearest location" preventScrollReset>
      <div className="field nearest__field">
        <label htmlFor="nearest-postcode">{nearest.label}</label>
        <div className="nearest__row">
          <input
            id="nearest-postcode"
            name="postcode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={nearest.maxLength}
            pattern={`[0-9]{${nearest.maxLength}}`}
            required
            defaultValue={nearest.postcode}
            aria-invalid={nearest.error ? true : undefined}
            aria-describedby={nearest.error ? errorId : undefined}
          />
          <button type="submit" className="btn">
            Find nearest
          </button>
        </div>
        {nearest.error && (
          <p id={errorId} className="field-error">
            {nearest.error}
          </p>
        )}
      </div>
      {sorted && (
        <p className="nearest__result" role="status">
          Nearest first from {nearest.postcode}
          {nearest.place ? ` (${nearest.place})` : ""}. <Link to={OUR_LOCATIONS_PATH}>Clear</Link>
        </p>
      )}
    </Form>
  );
}
