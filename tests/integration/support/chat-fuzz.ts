// The edge fuzz's junk chat messages: forms to /chat and JSON (or junk) to /api/chat, with odd
// values, prototype keys and forged token cookies, from the site's own origin.
import { JUNK_NUMBERS, junkSegment, protoPolluted, type RawRequest, type Rng } from "./fuzz";

export function chatMessageRequest(rng: Rng, h: string, contentTypes: readonly string[]): Omit<RawRequest, "category"> {
  const value = () => rng.pick<unknown>([junkSegment(rng), rng.pick(JUNK_NUMBERS), null, true, [], {}, "\u0000", "x".repeat(rng.pick([10, 1_001, 20_000]))]);
  const message: Record<string, unknown> = { name: rng.pick(["Sam", value()]), phone: rng.pick(["0412345678", "+12025550123", value()]), message: rng.pick(["Hi", "<script>x</script>", value()]) };
  const origin: Array<[string, string]> = [["Origin", `http://${h}`]];
  const cookie: Array<[string, string]> = rng.chance(0.3) ? [["Cookie", `chat_token=${rng.pick(["A".repeat(43), junkSegment(rng), "%00"])}`]] : [];
  if (rng.chance(0.4)) {
    const fields = Object.entries(message)
      .map(([k, v]) => `${encodeURIComponent(rng.chance(0.2) ? "__proto__" : k)}=${encodeURIComponent(String(v))}`)
      .join("&");
    return { method: "POST", target: "/chat", host: h, headers: [["Content-Type", "application/x-www-form-urlencoded"], ...origin, ...cookie], body: Buffer.from(fields) };
  }
  const body = rng.chance(0.4) ? protoPolluted(rng, message) : message;
  return {
    method: "POST",
    target: "/api/chat",
    host: h,
    headers: [["Content-Type", rng.pick(contentTypes)], ...origin, ...cookie],
    body: rng.chance(0.9) ? Buffer.from(JSON.stringify(body), "latin1") : Buffer.from(junkSegment(rng)),
  };
}
