// Five star slots, each filled 0..1 (starDisplay): up to 4 full stars plus one partial.
export function Stars({ stars, ratingText, className = "" }: { stars: number[]; ratingText: string; className?: string }) {
  return (
    <span className={`stars ${className}`} role="img" aria-label={`Rated ${ratingText} out of 5`}>
      {stars.map((fill, i) => (
        <span key={i} className="star" style={{ "--fill": `${Math.round(fill * 100)}%` } as React.CSSProperties} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
