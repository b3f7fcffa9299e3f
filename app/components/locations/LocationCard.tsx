// The location card of spec point 2, and its large variant with a map on one side.
import type { LocationCardView } from "~/lib/locations/card";
import { mapPinFromCard } from "~/lib/locations/map";
import { EmailUs } from "./EmailUs";
import { LocationMap } from "./LocationMap";
import { STATIC_MAP_HEIGHT, STATIC_MAP_WIDTH } from "~/lib/images";
import { OpeningHours } from "./OpeningHours";
import { Stars } from "./Stars";

export interface LocationCardProps {
  card: LocationCardView & { distanceText?: string | null; staticMap?: string | null };
  variant?: "standard" | "large";
  /** h1 as the page's subject, h2 on a page of its own, h3 in a list. */
  headingLevel?: 1 | 2 | 3;
  /** Large variant: the maps key (null shows the key-less map). */
  mapsApiKey?: string | null;
  /** The card is the page's subject: no 'View Location Details' link to itself. */
  onDetailsPage?: boolean;
  /** False on the location's own contact page, where 'Email Us' would link to itself. */
  showEmailUs?: boolean;
}

export function LocationCard({ card, variant = "standard", headingLevel = 3, mapsApiKey = null, onDetailsPage = false, showEmailUs = true }: LocationCardProps) {
  const Heading = `h${headingLevel}` as "h1" | "h2" | "h3";
  const id = `location-${card.id}`;
  const pin = mapPinFromCard(card, 1);
  return (
    <article className={`location-card location-card--${variant}`} aria-labelledby={`${id}-name`}>
      <div className="location-card__main">
        {card.image && <img className="location-card__image" src={card.image.url} alt={card.image.alt} height={150} loading="lazy" />}
        <div className="location-card__body">
          <Heading id={`${id}-name`} className="location-card__name">
            {onDetailsPage ? card.name : <a href={card.detailsPath}>{card.name}</a>}
            {card.badge && <span className="tag location-card__badge">{card.badge}</span>}
          </Heading>
          <p className="location-card__kind">
            {card.kindLabel}
            {card.distanceText && <span className="location-card__distance"> · {card.distanceText} away</span>}
          </p>
          {card.rating && <Stars stars={card.rating.stars} ratingText={card.rating.ratingText} />}
          <address className="location-card__address">
            {card.address.street}
            <br />
            {card.address.cityLine}
          </address>
          <p className="location-card__phone">
            <span className="location-card__label">Phone </span>
            {card.phone.href ? <a href={card.phone.href}>{card.phone.text}</a> : card.phone.text}
          </p>
          {showEmailUs && <EmailUs contactPath={card.contactPath} locationName={card.name} slug={card.slug} />}
          {card.landline && (
            <p className="location-card__phone">
              <span className="location-card__label">Landline </span>
              {card.landline.href ? <a href={card.landline.href}>{card.landline.text}</a> : card.landline.text}
            </p>
          )}
          <OpeningHours id={id} headingLevel={(headingLevel + 1) as 2 | 3 | 4} lines={card.hours} holidayHours={card.holidayHours} appointmentNote={card.appointmentNote} />
          {card.licences.length > 0 && (
            <dl className="location-card__licences">
              {card.licences.map((licence) => (
                <div key={licence.label}>
                  <dt>{licence.label}</dt>
                  <dd>{licence.number}</dd>
                </div>
              ))}
            </dl>
          )}
          {card.rating && <p className="location-card__reviews">{card.rating.summary}</p>}
          <div className="location-card__buttons">
            <a className="btn btn--small" href={card.directionsUrl} target="_blank" rel="noopener noreferrer" data-event="get-directions">
              Get Directions<span className="visually-hidden"> to {card.name} (opens in a new tab)</span>
            </a>
            {onDetailsPage ? (
              <a className="btn btn--small btn--outline" href={card.contactPath}>
                Contact<span className="visually-hidden"> {card.name}</span>
              </a>
            ) : (
              <a className="btn btn--small btn--outline" href={card.detailsPath}>
                View Location Details<span className="visually-hidden">: {card.name}</span>
              </a>
            )}
            {card.bookServicePath && (
              <a className="btn btn--small btn--accent" href={card.bookServicePath}>
                Book a Service<span className="visually-hidden"> at {card.name}</span>
              </a>
            )}
          </div>
        </div>
      </div>
      {variant === "large" && !mapsApiKey && card.staticMap ? (
        <div className="location-card__map">
          {/* The picture opens the full map (the directions link), as the embedded map would. */}
          <a className="location-card__static-map-link" href={card.directionsUrl} target="_blank" rel="noopener noreferrer" data-event="get-directions">
            <img className="location-card__static-map" src={card.staticMap} alt={`Map of ${card.name}: ${card.address.full}`} width={STATIC_MAP_WIDTH} height={STATIC_MAP_HEIGHT} loading="lazy" />
          </a>
        </div>
      ) : (
        variant === "large" &&
        pin && (
          <div className="location-card__map">
            <LocationMap pins={[pin]} apiKey={mapsApiKey} label={`Map of ${card.name}`} single />
          </div>
        )
      )}
    </article>
  );
}
