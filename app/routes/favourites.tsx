// /favourites: the visitor's favourite cars (the favourites cookie), each with a Remove button, and
// the star's form target without JavaScript. Private: it is one visitor's list.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { swapWords } from "~/lib/locale";
import { favouritesAction, favouritesPage } from "~/models/favourites.server";
import { FAVOURITES_PATH } from "~/lib/favourites";
import { pageMeta } from "~/lib/seo";
import { carCardHtml, useCardSetting } from "~/components/cars/CarCard";
import { lazyHtml } from "~/lib/html";
import { privatePage } from "~/lib/cache-policy";
import searchCss from "~/styles/search.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchCss },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return favouritesPage(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return favouritesAction(context, request);
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const locale = (args.matches.find((m) => m.id === "root")?.data as RootData | undefined)?.site.locale ?? "en-AU";
  return pageMeta(args, {
    title: swapWords(locale, "Your favourites"),
    description: swapWords(locale, "The cars you saved to your favourites."),
    path: FAVOURITES_PATH,
    noindex: true,
  });
};

export const headers = privatePage;

export default function Favourites() {
  const data = useLoaderData<typeof loader>();
  const cards = useCardSetting(false);
  const error = useActionData<typeof action>();
  const locale = useRouteLoaderData<RootData>("root")?.site.locale ?? "en-AU";
  const w = (text: string) => swapWords(locale, text);
  return (
    <article className="container favourites-page">
      <h1>{w("Your favourites")}</h1>
      <div role="status">
        {data.notice && <p className="alert alert--success">{w(data.notice)}</p>}
        {error && <p className="alert alert--destructive">{error.error}</p>}
      </div>
      {data.back && (
        <p>
          <Link to={data.back}>Back to where you were</Link>
        </p>
      )}
      {data.cards.length === 0 ? (
        <p>
          {w("You have no favourites yet.")} Save a car with the star on its picture
          and it is kept here.{" "}
          <Link to={data.searchPath}>Browse our stock</Link>
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">Saved cars</h2>
          <ul className="card-grid search-grid">
            {data.cards.map((car) => (
              <li key={car.id} className="favourites-page__item">
                <div className="favourites-page__card" dangerouslySetInnerHTML={lazyHtml(() => carCardHtml(car, cards))} />
                <Form
                  method="post"
                  action={FAVOURITES_PATH}
                  className="favourites-page__remove"
                >
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="car_id" value={car.id} />
                  <button type="submit" className="btn btn--small btn--outline">
                    Remove<span className="visually-hidden"> {car.title}</span>{" "}
                    {w("from favourites")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
