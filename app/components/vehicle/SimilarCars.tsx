// Similar cars: with the page when they are ready, deferred when they are not (the page does not wait
// for an upstream search, and a failure never breaks it). Until deferred ones arrive (and for a
// browser without JavaScript, which never swaps streamed content in), a link to the matching search
// stands in.
import { Suspense } from "react";
import { Await } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import type { CarCardView } from "~/lib/car-card";
import { unpack, type Packed } from "~/lib/packed";
import { CarCardList } from "~/components/cars/CarCard";

/** The cards, or null in a document whose HTML already shows them (vehicleLoader). */
export type SimilarSent = Packed<CarCardView[] | null>;

export function SimilarCars({ similar, searchHref, make }: { similar: SimilarSent | Promise<SimilarSent>; searchHref: string; make: string }) {
  const browse = (
    <p className="similar__more">
      <PageLink to={searchHref}>Browse more vehicles like this {make}</PageLink>
    </p>
  );
  return (
    <section className="section similar" aria-labelledby="similar-heading">
      <div className="container">
        <h2 id="similar-heading">Similar vehicles</h2>
        {similar instanceof Promise ? (
          <Suspense fallback={browse}>
            <Await resolve={similar} errorElement={browse}>
              {(packed) => <SimilarList cars={unpack(packed)} browse={browse} />}
            </Await>
          </Suspense>
        ) : (
          <SimilarList cars={unpack(similar)} browse={browse} />
        )}
      </div>
    </section>
  );
}

function SimilarList({ cars, browse }: { cars: CarCardView[] | null; browse: JSX.Element }) {
  if (cars !== null && !cars.length) return browse;
  return (
    <>
      <CarCardList cars={cars} />
      {browse}
    </>
  );
}
