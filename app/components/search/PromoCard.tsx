// A promo card among the results (spec point 3 "Promo card ... node"): the dealer's own message
// in a result cell.
import { PageLink } from "~/components/PageLink";
import type { PromoView } from "~/models/search.server";

export function PromoCard({ promo }: { promo: PromoView }) {
  const external = /^https?:\/\//.test(promo.href);
  const inner = (
    <>
      {promo.image && <img src={promo.image} alt="" className="promo-card__image" loading="lazy" width={400} height={200} />}
      <span className="promo-card__heading">{promo.heading}</span>
      {promo.text && <span className="promo-card__text">{promo.text}</span>}
      <span className="btn btn--accent btn--small promo-card__cta">{promo.label}</span>
    </>
  );
  return (
    <aside className="promo-card" aria-label={promo.heading}>
      {external ? (
        <a href={promo.href} className="promo-card__link" rel="noopener">
          {inner}
        </a>
      ) : (
        <PageLink to={promo.href} className="promo-card__link">
          {inner}
        </PageLink>
      )}
    </aside>
  );
}
