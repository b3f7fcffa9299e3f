import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import stylesUrl from "~/styles/app.css?url";
import { layoutData } from "~/models/layout.server";
import { themeCss } from "~/lib/theme";
import { htmlLang } from "~/lib/locale";
import { SiteFrame } from "~/components/layout/SiteFrame";
import { DocumentLinks } from "~/components/layout/DocumentLinks";
import { ErrorPage, errorPageTitle, errorStatus } from "~/components/layout/ErrorPage";
import { JourneyRecorder } from "~/components/JourneyRecorder";
import { TrackingTags } from "~/components/TrackingTags";
import { AnalyticsBeacon } from "~/components/AnalyticsBeacon";
import { ChatWidget } from "~/components/chat/ChatWidget";
import { InAppNavigation } from "~/components/PageLink";
import { QuickEnquiryDialogs } from "~/components/forms/QuickEnquiryDialogs";
import { useNonce } from "~/components/nonce";
import { privatePage } from "~/lib/cache-policy";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return layoutData(context.site, request, context.services.env.IMAGE_SERVICE_URL);
}

// Only the error page: every route's own meta names its page.
export const meta: MetaFunction<typeof loader> = ({ data, error }) => (error ? [{ title: errorPageTitle(errorStatus(error), Boolean(data)) }] : []);

/** Private unless a route says it is a public page (app/lib/cache-policy.ts): errors and forms included. */
export const headers = privatePage;

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // The page is live: the first render's effects (its listeners and timers) have run, children's
  // before their parent's. End-to-end tests wait for it before they act (tests/e2e/support.ts).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang={data ? htmlLang(data.site.locale) : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data && <meta name="theme-color" content={data.site.theme.primary} />}
        <Meta />
        <DocumentLinks />
        {data && <style dangerouslySetInnerHTML={{ __html: themeCss(data.site.theme) }} />}
      </head>
      <body>
        {data ? <SiteFrame data={data}>{children}</SiteFrame> : children}
        {data?.chat && <ChatWidget site={data.site.slug} welcome={data.chat.welcome} hiddenPaths={data.chat.hiddenPaths} />}
        {data && <JourneyRecorder site={data.site.slug} />}
        {data?.tracking && <TrackingTags ids={data.tracking} />}
        {data?.site.analyticsEvents && <AnalyticsBeacon site={data.site.slug} />}
        <InAppNavigation />
        <QuickEnquiryDialogs />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const status = errorStatus(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={status} siteKnown={Boolean(data)} searchPath={data?.site.defaultSearchPath} />;
}
