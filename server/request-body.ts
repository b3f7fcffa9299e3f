// A request body nobody read to its end (a 413 after the first megabytes, a 404 or 403 answered
// before reading) would hold a keep-alive connection: Remix's adapter has already started
// pulling it, so Node does not discard it, and the browser's next request on that connection
// waits behind the unread bytes until the keep-alive timeout. Once the answer is sent, the rest
// is read and thrown away (at most 64 MB; beyond that the connection is closed).
import type { RequestHandler } from "express";

export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export const drainUnreadBodies: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.on("finish", () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners("data"); // the adapter's pump: nobody reads its stream any more
    let seen = 0;
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > MAX_DRAIN_BYTES) req.destroy();
    });
    req.resume();
  });
  next();
};
