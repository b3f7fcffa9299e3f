// Remix's <Links />, except that a page's stylesheets arrive inline in its HTML (issue 18): the first
// paint waits for no stylesheet request, which on a phone's network is a round trip or more each. The
// server finds each linked stylesheet's text (app/lib/stylesheets.server.ts, given by entry.server.tsx);
// the browser keeps the texts its document came with, so a page visited again after client-side
// navigation has them inline again. Any other route's stylesheet is a <link>, which Remix loads before
// it renders that route, as it always did.
import { UNSAFE_RemixContext, useMatches, useRouteError, type HtmlLinkDescriptor } from "@remix-run/react";
import { createContext, useContext } from "react";

type StylesheetText = (href: string) => string | undefined;

const ServerStylesheets = createContext<StylesheetText>(() => undefined);
export const ServerStylesheetsProvider = ServerStylesheets.Provider;

const HREF = "data-href";

let documentStylesheets: Map<string, string> | undefined;
/** The stylesheets inlined in the document the browser loaded, read once, before anything changes them. */
function inDocument(href: string): string | undefined {
  documentStylesheets ??= new Map([...document.querySelectorAll(`style[${HREF}]`)].map((s) => [s.getAttribute(HREF) ?? "", s.textContent ?? ""]));
  return documentStylesheets.get(href);
}

export function DocumentLinks() {
  const remix = useContext(UNSAFE_RemixContext);
  const serverText = useContext(ServerStylesheets);
  // An error the root's boundary shows (a 404 under /search): only the root's links, as Remix's <Links>.
  const rootError = useRouteError();
  const all = useMatches();
  const matches = rootError == null ? all : all.slice(0, 1);
  if (!remix) return null;
  const text = typeof document === "undefined" ? serverText : inDocument;
  const seen = new Set<string>();
  const links = matches
    .flatMap((m): HtmlLinkDescriptor[] => [
      ...(remix.manifest.routes[m.id]?.css ?? []).map((href): HtmlLinkDescriptor => ({ rel: "stylesheet", href })),
      ...((remix.routeModules[m.id]?.links?.() ?? []) as HtmlLinkDescriptor[]),
    ])
    .filter((link) => {
      const key = JSON.stringify(link, Object.keys(link).sort());
      return !seen.has(key) && Boolean(seen.add(key));
    });
  return (
    <>
      {links.map((link) => {
        const css = link.rel === "stylesheet" && link.href ? text(link.href) : undefined;
        const key = `${link.rel} ${link.href ?? ""} ${link.media ?? ""}`;
        if (css === undefined) return <link key={key} {...link} />;
        return <style key={key} {...{ [HREF]: link.href }} media={link.media} dangerouslySetInnerHTML={{ __html: css }} />;
      })}
    </>
  );
}
