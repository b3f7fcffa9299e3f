// The ALTCHA widget, imported only when a visitor first touches a lead form (Captcha.tsx). It asks
// this server for a challenge, solves it in a worker when the form is sent, and puts the solution
// in the hidden field `altcha` before sending the form on.
import "altcha";
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_FIELD } from "~/lib/forms/captcha";

export function mountCaptchaWidget(slot: HTMLElement): void {
  if (slot.querySelector("altcha-widget")) return;
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", CAPTCHA_CHALLENGE_PATH);
  widget.setAttribute("name", CAPTCHA_FIELD);
  widget.setAttribute("auto", "onsubmit");
  widget.setAttribute("workers", "2");
  slot.append(widget);
}
