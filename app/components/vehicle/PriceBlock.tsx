// The price as the rules say: shown above 10, else the no-price text or PREORDER; the was-price only
// when higher; the subscription price where offered; the below-market badge; a hire car's rates instead.
import type { VehiclePageData } from "~/models/vehicle.server";

type PriceData = Pick<VehiclePageData, "price" | "priceType" | "wasPrice" | "subscriptionPrice" | "rentalRates" | "belowMarket">;

export function PriceBlock({ data }: { data: PriceData }) {
  return (
    <div className="vehicle-price">
      {data.rentalRates ? (
        <p className="vehicle-price__amount vehicle-price__amount--price" data-testid="vehicle-price">
          {data.rentalRates.daily ?? data.rentalRates.weekly}
          {data.rentalRates.daily && data.rentalRates.weekly && <span className="vehicle-price__type">or {data.rentalRates.weekly}</span>}
        </p>
      ) : (
        <p className={`vehicle-price__amount vehicle-price__amount--${data.price.kind}`} data-testid="vehicle-price">
          {data.price.text}
          {data.priceType && <span className="vehicle-price__type">{data.priceType}</span>}
        </p>
      )}
      {data.wasPrice && (
        <p className="vehicle-price__was">
          Was <s>{data.wasPrice}</s>
        </p>
      )}
      {data.subscriptionPrice && <p className="vehicle-price__subscription">Subscribe from {data.subscriptionPrice} a week</p>}
      {data.belowMarket && (
        <p className="vehicle-price__market">
          <span className="badge-market">Below Market Price</span> {data.belowMarket.under} under the market average
        </p>
      )}
    </div>
  );
}
