// The chat's rules (spec points 2, 5, 9 and issue 14): the welcome text, what a message may hold,
// the visitor's mobile in E.164 per locale and the recency window. The widget's own: widget-rules.ts.
import type { Locale } from "../forms/declaration";
import { toE164, type E164Country, type E164Result } from "../forms/phone";
import { REQUIRED, groupThousands } from "../forms/messages";

/** "chat live-message recency window 10 s": an older message is shown but not announced as new. */
export const CHAT_RECENCY_MS = 10_000;
/** Our limits: a chat message is a few sentences; a name is a name. */
export const CHAT_MESSAGE_MAX = 1_000;
export const CHAT_NAME_MAX = 100;

export const CHAT_MESSAGE_TOO_LONG = `Please keep a message to ${groupThousands(CHAT_MESSAGE_MAX)} characters or fewer.`;
export const CHAT_NAME_TOO_LONG = `Please keep your name to ${groupThousands(CHAT_NAME_MAX)} characters or fewer.`;
export const CHAT_CONTROL_CHARACTERS = "Please remove the special characters (such as control characters) from your message.";
export const CHAT_NO_CONVERSATION = "Please start a conversation first: give your name and mobile number with your message.";

/** The welcome bubble's text, naming the dealer; a site may write its own. */
export const welcomeText = (siteName: string, configured?: string | null) =>
  configured?.trim() || `Hi! Welcome to ${siteName}. Text us here if you have any questions.`;

/** The country whose E.164 rule a site's chat uses: the spec gives Australian and US rules only. */
export const chatPhoneCountry = (locale: Locale): E164Country => (locale === "en-US" ? "US" : "AU");

// C0 controls other than tab and line ends, DEL, and the C1 controls: a visitor never types them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A message's error, or null: required, at most CHAT_MESSAGE_MAX characters, no control characters. */
export function messageError(raw: unknown): string | null {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) return REQUIRED;
  if (CONTROL.test(text)) return CHAT_CONTROL_CHARACTERS;
  if ([...text].length > CHAT_MESSAGE_MAX) return CHAT_MESSAGE_TOO_LONG;
  return null;
}

export interface ChatStart {
  name: string;
  /** In E.164. */
  phone: string;
  message: string;
}
export type ChatStartResult = { ok: true; value: ChatStart } | { ok: false; fieldErrors: Partial<Record<keyof ChatStart, string>> };

/** The first message's form: a name, a mobile number (to E.164 by the site's country) and the message. */
export function parseChatStart(form: { name?: unknown; phone?: unknown; message?: unknown }, country: E164Country): ChatStartResult {
  const name = typeof form.name === "string" ? form.name.trim() : "";
  const fieldErrors: Partial<Record<keyof ChatStart, string>> = {};
  if (!name) fieldErrors.name = REQUIRED;
  else if (CONTROL.test(name)) fieldErrors.name = CHAT_CONTROL_CHARACTERS;
  else if ([...name].length > CHAT_NAME_MAX) fieldErrors.name = CHAT_NAME_TOO_LONG;
  const rawPhone = typeof form.phone === "string" ? form.phone.trim().slice(0, 40) : "";
  let phone: E164Result | null = null;
  if (!rawPhone) fieldErrors.phone = REQUIRED;
  else if (!(phone = toE164(rawPhone, country)).ok) fieldErrors.phone = phone.message;
  const messageProblem = messageError(form.message);
  if (messageProblem) fieldErrors.message = messageProblem;
  if (Object.keys(fieldErrors).length > 0 || !phone?.ok) return { ok: false, fieldErrors };
  return { ok: true, value: { name, phone: phone.value, message: String(form.message).trim() } };
}

/** Whether a message is recent enough to announce (live region) when it arrives. */
export const isRecentMessage = (createdAt: string | Date, now: number) => now - new Date(createdAt).getTime() <= CHAT_RECENCY_MS;
