// Reviews on a location or dealership page: the summary with stars and up to 12 reviews.
import type { ReviewListView } from "~/lib/locations/review-view";
import { Stars } from "./Stars";

export function ReviewsSection({ reviews, heading = "Customer reviews" }: { reviews: ReviewListView; heading?: string }) {
  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <div className="reviews__head">
        <h2 id="reviews-heading">{heading}</h2>
        <p className="reviews__summary">
          <Stars stars={reviews.stars} ratingText={reviews.ratingText} /> <span>{reviews.summary}</span>
        </p>
      </div>
      {reviews.reviews.length > 0 && (
        <ul className="reviews__list">
          {reviews.reviews.map((review) => (
            <li key={review.id} className="review">
              <p className="review__meta">
                <strong className="review__name">{review.customerName}</strong>
                <Stars stars={review.stars} ratingText={review.ratingText} className="stars--small" />
                <time dateTime={review.date} className="review__date">
                  {review.dateText}
                </time>
              </p>
              <p className="review__text">{review.text}</p>
              {review.reply && (
                <div className="review__reply">
                  <p className="review__reply-head">
                    Reply from the dealer{review.reply.dateText ? `, ${review.reply.dateText}` : ""}
                  </p>
                  <p>{review.reply.text}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
