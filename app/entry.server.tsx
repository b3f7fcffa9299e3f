// Streams HTML; bots get the whole document at once, browsers get the shell as soon as it is ready.
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { stylesheetText } from "~/lib/stylesheets.server";
import { ServerStylesheetsProvider } from "~/components/layout/DocumentLinks";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // React calls back only after this function has returned (it starts work on the next turn).
    const respond = () => {
      shellRendered = true;
      // One chunk per React flush, no NUL padding: React as patched by scripts/patch-dependencies.mjs.
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      if (responseStatusCode === 503) keepRetryAfter(remixContext, responseHeaders);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerStylesheetsProvider value={stylesheetText}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </ServerStylesheetsProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // The timer holds the render (the page's data and every string of its HTML) until it fires, so it
    // is cleared once all is rendered; left to fire, it kept every page in memory for six seconds (at
    // 150 pages a second, 900 renders). A stuck render is still aborted after the delay.
    const abortTimer = setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

// Remix gives the document a thrown response's headers only through a `headers` export; a 503 (the
// car API is down) keeps its Retry-After, so crawlers come back instead of dropping the page.
function keepRetryAfter(remixContext: EntryContext, headers: Headers) {
  const thrown = Object.values(remixContext.staticHandlerContext.loaderHeaders).find((h) => h.has("Retry-After"));
  if (thrown && !headers.has("Retry-After")) headers.set("Retry-After", thrown.get("Retry-After")!);
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`Error rendering ${request.method} ${request.url}:`, error);
}
