// The visitor's reservation page: number, status, amount, hold end, dealer contact, Cancel.
import { useEffect } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReservationPageData } from "~/models/reservation-page.server";
import { confirmLeadSuccess } from "~/components/forms/browser-storage";
import { CarImage } from "~/components/cars/CarImage";
import { LOADING_TEXT } from "~/lib/forms/declaration";

export function ReservationConfirmation({ data, error }: { data: ReservationPageData; error?: string | null }) {
  const { view, dealer } = data;
  const busy = useNavigation().state === "submitting";
  // The spec's lead success: the stored customer and the per-site success marker, once paid.
  useEffect(() => {
    if (view.status === "paid") confirmLeadSuccess(data.siteSlug, "reserve-car", data.carSlug);
  }, [view.status, data.siteSlug, data.carSlug]);

  return (
    <article className="container checkout-page reservation-page">
      <h1>{view.status === "paid" ? "Your car is reserved" : `Reservation ${view.number}`}</h1>
      {data.cancelled && (
        <p role="status" className="alert alert--success">
          {data.cancelled === "refunded" ? "Your reservation is cancelled and your refund is on its way." : "Your reservation is cancelled."}
        </p>
      )}
      {data.paymentCancelled && (
        <p role="status" className="alert alert--info">
          You left the payment page without paying, so nothing was charged. <Link to={data.carHref}>Back to the {data.carTitle}</Link>
        </p>
      )}
      {error && (
        <p role="alert" className="alert alert--destructive">
          {error}
        </p>
      )}
      <div className="checkout-page__layout">
        <aside className="form-car checkout-car" aria-label="The vehicle">
          <CarImage src={data.image} alt={data.carTitle} width={400} height={300} />
          <p className="form-car__title">
            <Link to={data.carHref}>{data.carTitle}</Link>
          </p>
        </aside>
        <section className="form-card" aria-labelledby="reservation-heading">
          <h2 id="reservation-heading" className="visually-hidden">
            Reservation details
          </h2>
          {view.status === "pending" ? (
            <div role="status" className="alert alert--info reservation-page__pending">
              <strong>Waiting for payment confirmation.</strong> {view.summary}{" "}
              <a href={`/reservation/${data.token}`}>Refresh this page</a> to see the latest.
            </div>
          ) : (
            <p className={`reservation-page__summary reservation-page__summary--${view.status}`}>{view.summary}</p>
          )}
          <dl className="reservation-facts">
            <div>
              <dt>Reservation number</dt>
              <dd data-testid="reservation-number">{view.number}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd data-testid="reservation-status">{view.statusLabel}</dd>
            </div>
            <div>
              <dt>Deposit</dt>
              <dd>{view.amount}</dd>
            </div>
            {view.holdEnd && (
              <div>
                <dt>Held until</dt>
                <dd>{view.holdEnd}</dd>
              </div>
            )}
            {data.customerName && (
              <div>
                <dt>Name</dt>
                <dd>{data.customerName}</dd>
              </div>
            )}
          </dl>

          <h3>Your dealer</h3>
          <address className="reservation-dealer">
            <strong>{dealer.name}</strong>
            {dealer.street && <span>{dealer.street}</span>}
            {dealer.locality && <span>{dealer.locality}</span>}
            {dealer.phone && (
              <span>
                Phone <a href={dealer.phone.href}>{dealer.phone.text}</a>
              </span>
            )}
            {dealer.email && (
              <span>
                Email <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
              </span>
            )}
          </address>

          {view.cancel && (
            <Form method="post" className="reservation-cancel" aria-labelledby="cancel-heading">
              <h3 id="cancel-heading">Changed your mind?</h3>
              <p>{view.cancel.text}</p>
              <button type="submit" name="intent" value="cancel" className="btn btn--outline" disabled={busy}>
                {busy ? LOADING_TEXT : view.cancel.button}
              </button>
            </Form>
          )}
          <p className="checkout-page__links">
            <Link to={data.searchPath}>Browse our stock</Link>
          </p>
        </section>
      </div>
    </article>
  );
}
