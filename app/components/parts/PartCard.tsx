// One part of the parts search: number, name, brand and category, what it fits, price, stock, and
// 'Enquire' (a link to the Parts Enquiry form naming the part: works with and without JavaScript).
import { Link } from "@remix-run/react";
import type { PartCardView } from "~/lib/parts/part-card";
import { ENQUIRE_TEXT } from "~/lib/parts/part-card";

export function PartCard({ card }: { card: PartCardView }) {
  const headingId = `part-${card.partNumber}`.replace(/[^A-Za-z0-9_-]/g, "_");
  return (
    <article className="card part-card" aria-labelledby={headingId}>
      <p className="part-card__number">
        <span className="visually-hidden">Part number </span>
        {card.partNumber}
      </p>
      <h3 className="part-card__name" id={headingId}>
        {card.name}
      </h3>
      <p className="part-card__brand">{`${card.brand} · ${card.category}`}</p>
      <p className="part-card__fits">{card.fits}</p>
      <p className="part-card__price">{card.price}</p>
      <p className={`part-card__stock part-card__stock--${card.inStock ? "in" : "out"}`}>{card.stockText}</p>
      <Link to={card.enquireHref} className="btn part-card__enquire" aria-label={`${ENQUIRE_TEXT} about ${card.name}, part ${card.partNumber}`}>
        {ENQUIRE_TEXT}
      </Link>
    </article>
  );
}
