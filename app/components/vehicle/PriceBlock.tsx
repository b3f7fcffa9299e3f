// The price as the rules say: shown above 10, else the no-price text or PREORDER; the was-price only
// when higher; the subscription price where offered; the below-market badge; a hire car's rates
// instead. A template's HTML (app/lib/html.ts; issue 18): nothing in it hydrates.
import type { VehiclePageData } from "~/models/vehicle.server";
import { html, lazyHtml } from "~/lib/html";

type PriceData = Pick<VehiclePageData, "price" | "priceType" | "wasPrice" | "subscriptionPrice" | "rentalRates" | "belowMarket">;

export function PriceBlock({ data }: { data: PriceData }) {
  return <div className="vehicle-price" dangerouslySetInnerHTML={lazyHtml(() => priceHtml(data))} />;
}

function priceHtml(data: PriceData) {
  const rates = data.rentalRates;
  const amount = rates
    ? html`<p class="vehicle-price__amount vehicle-price__amount--price" data-testid="vehicle-price">${rates.daily ?? rates.weekly}\
${rates.daily && rates.weekly && html`<span class="vehicle-price__type">or ${rates.weekly}</span>`}</p>`
    : html`<p class="vehicle-price__amount vehicle-price__amount--${data.price.kind}" data-testid="vehicle-price">${data.price.text}\
${data.priceType && html`<span class="vehicle-price__type">${data.priceType}</span>`}</p>`;
  return html`${amount}\
${data.wasPrice && html`<p class="vehicle-price__was">Was <s>${data.wasPrice}</s></p>`}\
${data.subscriptionPrice && html`<p class="vehicle-price__subscription">Subscribe from ${data.subscriptionPrice} a week</p>`}\
${data.belowMarket && html`<p class="vehicle-price__market"><span class="badge-market">Below Market Price</span> ${data.belowMarket.under} under the market average</p>`}`;
}
