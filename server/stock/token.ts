// The DMS webhook's bearer token: per group from the environment (never from sites/, which is
// public data), compared in constant time.
import { createHash, timingSafeEqual } from "node:crypto";
import { envSuffix, type SecretSource } from "../payments/keys";

/** STOCK_IMPORT_TOKEN_<GROUP> first, else the shared STOCK_IMPORT_TOKEN; null when neither is set. */
export function importToken(source: SecretSource, groupSlug: string): string | null {
  return source[`STOCK_IMPORT_TOKEN_${envSuffix(groupSlug)}`]?.trim() || source.STOCK_IMPORT_TOKEN?.trim() || null;
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Whether an Authorization header carries the token ('Bearer <token>'). Digests compare in equal time. */
export function bearerMatches(authorization: string | null, token: string): boolean {
  const m = /^Bearer[ ]+(\S{1,1000})$/i.exec(authorization ?? "");
  return m !== null && timingSafeEqual(digest(m[1]), digest(token));
}
