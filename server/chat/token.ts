// The visitor's hold on a conversation: an unguessable token in an HttpOnly cookie of the site's
// own host. Only its sha256 is stored, so a copy of the database opens no conversation.
import { createHash, randomBytes } from "node:crypto";
import { cookieValue } from "../analytics/page-views";

export const CHAT_COOKIE = "chat_token";
/** A visitor comes back to the same conversation for a month. */
export const CHAT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

export const newChatToken = () => randomBytes(32).toString("base64url");
export const hashChatToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The request's token, or null when it has none (or one of the wrong shape). */
export const chatTokenOf = (request: Request) => cookieValue(request.headers.get("cookie") ?? undefined, CHAT_COOKIE, TOKEN);

export function chatCookie(token: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${CHAT_COOKIE}=${token}; Path=/; Max-Age=${CHAT_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
