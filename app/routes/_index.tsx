import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { homePage } from "~/models/home.server";
import { formatCount } from "~/lib/locale";
import { heldCars } from "~/models/held-cars.server";
import { pageMeta } from "~/lib/seo";
import { CarCardList } from "~/components/cars/CarCard";
import { ValueStrip } from "~/components/ValueStrip";
import { FallbackImage } from "~/components/FallbackImage";
import { publicPage } from "~/lib/cache-policy";
import { PageLink } from "~/components/PageLink";

export async function loader({ context }: LoaderFunctionArgs) {
  const entry = context.site;
  return homePage(entry, context.services.search.forSite(entry), new Date(), heldCars(entry, context.services));
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.hero.heading ?? "Home",
    description: args.data ? `${formatCount(args.data.count)} new, used and demo vehicles. ${args.data.hero.text}` : "",
    path: "/",
  });

const CAR_TYPE_LABELS = { new: "New", used: "Used", demo: "Demo" } as const;

export const headers = publicPage;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{data.hero.heading}</h1>
          <p>{data.hero.text}</p>
          <Form method="get" action={data.searchPath} className="hero-search" role="search">
            <label htmlFor="home-query" className="visually-hidden">
              Keyword search
            </label>
            <input id="home-query" type="search" name="query" placeholder="Keyword search eg. EV, SUV, Toyota" maxLength={200} />
            <button type="submit" className="btn">
              Search
            </button>
          </Form>
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="stock-heading">
        <div className="container">
          <div className="section__head">
            <h2 id="stock-heading">Our stock</h2>
            <PageLink to={data.searchPath}>View all {formatCount(data.count)} vehicles</PageLink>
          </div>
          <ul className="stat-row">
            <li>
              <PageLink className="stat" to={data.searchPath}>
                <span className="stat__value">{formatCount(data.count)}</span> vehicles
              </PageLink>
            </li>
            {data.carTypes.map((t) => (
              <li key={t.type}>
                <PageLink className="stat" to={t.href}>
                  <span className="stat__value">{formatCount(t.count)}</span> {CAR_TYPE_LABELS[t.type]}
                </PageLink>
              </li>
            ))}
          </ul>
          <h3 className="section__sub">Shop by make</h3>
          <ul className="chip-list">
            {data.makes.map((m) => (
              <li key={m.make}>
                <PageLink className="chip" to={m.href}>
                  <FallbackImage src={m.logo} alt="" width={28} height={28} loading="lazy" />
                  {m.make} <span className="chip__count">({m.count})</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {data.featured.length > 0 && (
        <section className="section" aria-labelledby="latest-heading">
          <div className="container">
            <div className="section__head">
              <h2 id="latest-heading">Just arrived</h2>
              <PageLink to={`${data.searchPath}?sortBy=latest`}>See the latest stock</PageLink>
            </div>
            <CarCardList cars={data.featured} eager={1} />
          </div>
        </section>
      )}

      <section className="section section--surface" aria-label="Why buy with us">
        <div className="container">
          <ValueStrip />
        </div>
      </section>
    </>
  );
}
