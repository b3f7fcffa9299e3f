// Similar cars, deferred: the page does not wait for them and a failure never breaks it. Until they
// arrive (and for a browser without JavaScript, which never swaps streamed content in), a link to
// the matching search stands in.
import { Suspense } from "react";
import { Await } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import type { CarCardView } from "~/lib/car-card";
import { unpack, type Packed } from "~/lib/packed";
import { CarCardList } from "~/components/cars/CarCard";

export function SimilarCars({ similar, searchHref, make }: { similar: Promise<Packed<CarCardView[]>>; searchHref: string; make: string }) {
  const browse = (
    <p className="similar__more">
      <PageLink to={searchHref}>Browse more vehicles like this {make}</PageLink>
    </p>
  );
  return (
    <section className="section similar" aria-labelledby="similar-heading">
      <div className="container">
        <h2 id="similar-heading">Similar vehicles</h2>
        <Suspense fallback={browse}>
          <Await resolve={similar} errorElement={browse}>
            {(packed) => <SimilarList cars={unpack(packed)} browse={browse} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function SimilarList({ cars, browse }: { cars: CarCardView[]; browse: JSX.Element }) {
  if (!cars.length) return browse;
  return (
    <>
      <CarCardList cars={cars} />
      {browse}
    </>
  );
}
