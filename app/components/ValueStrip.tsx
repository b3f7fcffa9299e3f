// The value strip (spec point 2): a swipeable row on phones, a row of three on desktop. The row is a
// tab stop with a name so keyboard users can scroll it with the arrow keys (axe scrollable-region-focusable).
// Fixed text: one template's HTML, made once (app/lib/html.ts; issue 18).
import { html } from "~/lib/html";

const VALUES = [
  { title: "Reserve Quickly Online", text: "Secure the car you want in minutes, from anywhere." },
  { title: "Secure Online Payments", text: "Pay your deposit by debit or credit card through a secure checkout." },
  { title: "Apply For Finance", text: "Get a personalised finance rate before you visit." },
];

const ITEMS = { __html: html`${VALUES.map((v) => html`<li><h3>${v.title}</h3><p>${v.text}</p></li>`)}`.text };

export function ValueStrip() {
  return <ul className="value-strip" tabIndex={0} aria-label="Why buy with us" dangerouslySetInnerHTML={ITEMS} />;
}
