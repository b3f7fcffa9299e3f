// The garage's session: a Remix cookie session (HttpOnly, SameSite=Lax, Secure when the request came
// over HTTPS, signed with SESSION_SECRET) holding only the account id; the account itself is read
// from the database on each use, so a deleted account's cookie signs nobody in.
import { createCookieSessionStorage, type SessionStorage } from "@remix-run/node";

export const SESSION_COOKIE = "__garage";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface SessionData {
  accountId: string;
}

export interface GarageSessions {
  accountId(request: Request): Promise<string | null>;
  /** The Set-Cookie header that signs the visitor in as this account. */
  signIn(request: Request, accountId: string): Promise<string>;
  /** The Set-Cookie header that ends the session. */
  signOut(request: Request): Promise<string>;
}

export function createGarageSessions(secret: string): GarageSessions {
  const storage = (secure: boolean): SessionStorage<SessionData> =>
    createCookieSessionStorage<SessionData>({
      cookie: { name: SESSION_COOKIE, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_MAX_AGE_SECONDS, secrets: [secret] },
    });
  const plain = storage(false);
  const secure = storage(true);
  // request.url's scheme is what the client used (X-Forwarded-Proto from a TRUST_PROXY proxy).
  const pick = (request: Request) => (new URL(request.url).protocol === "https:" ? secure : plain);
  const read = (request: Request) => pick(request).getSession(request.headers.get("cookie"));
  return {
    async accountId(request) {
      const id = (await read(request)).get("accountId");
      return typeof id === "string" ? id : null;
    },
    async signIn(request, accountId) {
      const session = await read(request);
      session.set("accountId", accountId);
      return pick(request).commitSession(session);
    },
    async signOut(request) {
      return pick(request).destroySession(await read(request));
    },
  };
}
