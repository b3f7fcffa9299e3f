// The garage (issue 15), wired once: the session cookie and the secret that keys code hashes and
// unsubscribe links.
import { createGarageSessions, type GarageSessions } from "./session";

export interface GarageService {
  sessions: GarageSessions;
  /** Keys the sign-in code hashes and signs unsubscribe links (SESSION_SECRET, server/garage/secret.ts). */
  secret: string;
}

export function createGarageService(secret: string): GarageService {
  return { sessions: createGarageSessions(secret), secret };
}
