// The admin password (HTTP Basic, any user name), shared by the dealer inbox and /healthz's site
// list, with a lock-out: 10 wrong passwords from one address lock it out for 15 minutes.
import { createHash, timingSafeEqual } from "node:crypto";
import { ADMIN_LOCKOUT, type Lockout } from "./rate-limits";

export type AdminCheck =
  | { ok: true }
  /** 404: no ADMIN_PASSWORD, the inbox is off; 401: sign in; 429: locked out for a while. */
  | { ok: false; status: 401 | 404 | 429; retryAfterSeconds?: number };

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The password of a Basic Authorization header, or null when there is none. */
function basicPassword(header: string | null | undefined): string | null {
  const m = (header ?? "").match(/^Basic\s+([A-Za-z0-9+/=]{1,1000})$/i);
  if (!m) return null;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  return decoded.slice(decoded.indexOf(":") + 1);
}

export async function checkAdminPassword(
  password: string | undefined,
  authorization: string | null | undefined,
  clientIp: string,
  lockout: Lockout,
): Promise<AdminCheck> {
  if (!password) return { ok: false, status: 404 };
  const locked = await lockout.check(clientIp);
  if (!locked.ok) return { ok: false, status: 429, retryAfterSeconds: locked.retryAfterSeconds };
  const given = basicPassword(authorization);
  if (given === null) return { ok: false, status: 401 }; // a browser's first request carries no password: not a wrong try
  // Compare digests: equal length, so the comparison takes the same time whatever was typed.
  if (timingSafeEqual(digest(given), digest(password))) return { ok: true };
  if (await lockout.fail(clientIp)) {
    console.warn(`admin sign-in: ${clientIp} locked out for ${ADMIN_LOCKOUT.lockMs / 60_000} minutes after ${ADMIN_LOCKOUT.failures} wrong passwords`);
  }
  return { ok: false, status: 401 };
}
