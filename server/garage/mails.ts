// The garage's emails, in the site's brand (server/email/template.ts).
import type { SiteEntry } from "../sites/registry";
import { renderMail, type RenderedMail } from "../email/template";
import { SIGN_IN_CODE } from "./codes";

export function signInCodeMail(entry: SiteEntry, origin: string, code: string): RenderedMail {
  const minutes = SIGN_IN_CODE.lifetimeMs / 60_000;
  return renderMail(entry, origin, {
    subject: `Your ${entry.site.name} sign-in code: ${code}`,
    paragraphs: [`Use this code to sign in to your garage at ${entry.site.name}. It works for ${minutes} minutes.`],
    highlight: code,
    footer: { text: "Someone asked to sign in with this email address. If it was not you, ignore this email: nothing happens without the code." },
  });
}
