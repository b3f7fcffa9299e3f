// The garage (issue 15), wired once: the session cookie, the secret that keys code hashes and
// unsubscribe links, and the stock the daily alert reads.
import { createGarageSessions, type GarageSessions } from "./session";
import type { AlertStockSource } from "./stock";

export interface GarageService {
  sessions: GarageSessions;
  /** Keys the sign-in code hashes and signs unsubscribe links (SESSION_SECRET, server/garage/secret.ts). */
  secret: string;
  /** Saved searches' matches and watched cars as they are now. */
  stock: AlertStockSource;
}

export function createGarageService(secret: string, stock: AlertStockSource): GarageService {
  return { sessions: createGarageSessions(secret), secret, stock };
}
