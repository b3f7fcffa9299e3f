// Payment-method marks drawn inline (nothing fetched), labelled for screen readers. Each is a box of
// HTML text: as SVG <text> they cost every page's first layout an SVG text pass (issue 18).
const MARKS: Record<string, { label: string; text: string }> = {
  visa: { label: "Visa", text: "VISA" },
  mastercard: { label: "Mastercard", text: "mastercard" },
  amex: { label: "American Express", text: "AMEX" },
  "apple-pay": { label: "Apple Pay", text: "Apple Pay" },
  "google-pay": { label: "Google Pay", text: "G Pay" },
};

export function PaymentLogos({ methods }: { methods: string[] }) {
  return (
    <ul className="payment-logos">
      {methods.map((m) => {
        const mark = MARKS[m];
        if (!mark) return null;
        return (
          <li key={m}>
            <span role="img" aria-label={mark.label} className={`payment-mark payment-mark--${m}${mark.text.length > 6 ? " payment-mark--long" : ""}`}>
              {mark.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
