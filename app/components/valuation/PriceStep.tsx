// The price: the range and what it rests on, or the honest "we'll call you with a price", or the
// valuer's silence said plainly. Accepting (or rejecting with a reason, where the dealership allows
// it) moves on to the contact details; every answer still lets the visitor send them.
import type { ReactNode } from "react";
import { DECLINED_TEXT } from "~/lib/valuation/result-text";
import { VALUER_FAILED_TEXT } from "~/lib/valuation/flow";
import type { PriceView } from "~/models/valuation-price.server";
import { SelectField } from "./FlowFields";

export function PriceSummary({ price }: { price: PriceView }) {
  if (price.kind === "priced") {
    return (
      <div className="valuation-price" role="status">
        <p className="valuation-price__vehicle">Your {price.vehicle} is worth about</p>
        <p className="valuation-price__range">{price.range}</p>
        <p className="valuation-price__basis">
          Guide price {price.guide}. {price.basis}.
        </p>
      </div>
    );
  }
  return (
    <div className="valuation-price valuation-price--none" role="status">
      <p className="valuation-price__vehicle">{price.vehicle}</p>
      <p className="valuation-price__range">{price.kind === "declined" ? DECLINED_TEXT : "No price yet"}</p>
      <p className="valuation-price__basis">
        {price.kind === "declined" ? "We can't price this car online. Send us your details and one of our team will look at it." : VALUER_FAILED_TEXT}
      </p>
    </div>
  );
}

export function PriceStep({ price, rejectReasons, errors, busy, back }: { price: PriceView; rejectReasons: readonly string[]; errors: Record<string, string[]>; busy: boolean; back: ReactNode }) {
  return (
    <>
      <PriceSummary price={price} />
      <div className="form-actions">
        <button type="submit" name="intent" value={price.canDecide ? "accept" : "continue"} className="btn form-actions__next" disabled={busy}>
          {price.canDecide ? "Accept and lock in this price" : "Send my details"}
        </button>
        {back}
      </div>
      {price.canReject && (
        <fieldset className="valuation-reject">
          <legend>Not happy with this price?</legend>
          <SelectField name="reject_reason" label="Why not?" options={rejectReasons} errors={errors.reject_reason} />
          <div className="field field--textarea">
            <label htmlFor="valuation-reject-comment">Anything else? (optional)</label>
            <textarea id="valuation-reject-comment" name="reject_comment" rows={3} maxLength={1000} />
          </div>
          <button type="submit" name="intent" value="reject" className="btn btn--outline" formNoValidate disabled={busy}>
            Reject this offer
          </button>
        </fieldset>
      )}
    </>
  );
}
