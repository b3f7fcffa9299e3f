// A promo card among the results (spec point 3 "Promo card ... node"): the dealer's own message
// in a result cell, in the results' template (app/lib/html.ts).
import { pageLinkHtml } from "~/components/PageLink";
import { html, type Html } from "~/lib/html";
import type { PromoView } from "~/models/search.server";

export function promoCardHtml(promo: PromoView): Html {
  const inner = html`${promo.image && html`<img src="${promo.image}" alt="" class="promo-card__image" loading="lazy" width="400" height="200"/>`}\
<span class="promo-card__heading">${promo.heading}</span>\
${promo.text && html`<span class="promo-card__text">${promo.text}</span>`}\
<span class="btn btn--accent btn--small promo-card__cta">${promo.label}</span>`;
  const external = /^https?:\/\//.test(promo.href);
  return html`<aside class="promo-card" aria-label="${promo.heading}">\
${external ? html`<a href="${promo.href}" class="promo-card__link" rel="noopener">${inner}</a>` : pageLinkHtml(promo.href, { className: "promo-card__link" }, inner)}</aside>`;
}
