// Phone reveal: the first 5 characters then stars, and a button that records the reveal and shows the
// number. A plain form post without JavaScript (the page comes back with the number), a fetcher with it.
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

export interface RevealedPhone {
  text: string;
  href: string;
}
type RevealResult = { revealedPhone: RevealedPhone | null; error: string | null };

export function PhoneReveal({ masked, revealed, action, label }: { masked: string; revealed: RevealedPhone | null; action: string; label: string }) {
  // One fetcher per vehicle: a number revealed on one car's page must not show on the next one's.
  const fetcher = useFetcher<RevealResult>({ key: `reveal-phone:${action}` });
  const posted = useActionData<RevealResult>();
  const phone = revealed ?? fetcher.data?.revealedPhone ?? posted?.revealedPhone ?? null;
  // The button that had focus is replaced by the number: focus (and the screen reader) goes to it.
  const number = useRef<HTMLAnchorElement>(null);
  const fetched = Boolean(fetcher.data?.revealedPhone);
  useEffect(() => {
    if (fetched) number.current?.focus();
  }, [fetched]);
  if (phone) {
    return (
      <p className="phone-reveal phone-reveal--shown">
        <a href={phone.href} className="phone-reveal__number" ref={number}>
          {phone.text}
        </a>
      </p>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`${action}#vehicle-map`} className="phone-reveal" preventScrollReset>
      <input type="hidden" name="intent" value="reveal-phone" />
      <span className="phone-reveal__masked" aria-hidden="true">
        {masked}
      </span>
      <span className="visually-hidden">Phone number hidden, it starts {masked.replace(/\*/g, "").trim()}.</span>
      {/* The name starts with the visible words (WCAG 2.5.3 label in name); the rest says whose number. */}
      <button type="submit" className="btn btn--small btn--outline" disabled={busy}>
        {busy ? "Loading" : "Show number"}
        <span className="visually-hidden"> of {label}</span>
      </button>
    </fetcher.Form>
  );
}
