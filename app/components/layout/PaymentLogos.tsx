// Payment-method marks drawn inline (nothing fetched), labelled for screen readers.
const MARKS: Record<string, { label: string; bg: string; fg: string; text: string }> = {
  visa: { label: "Visa", bg: "#1a1f71", fg: "#ffffff", text: "VISA" },
  mastercard: { label: "Mastercard", bg: "#231f20", fg: "#ffffff", text: "mastercard" },
  amex: { label: "American Express", bg: "#2e77bc", fg: "#ffffff", text: "AMEX" },
  "apple-pay": { label: "Apple Pay", bg: "#000000", fg: "#ffffff", text: "Apple Pay" },
  "google-pay": { label: "Google Pay", bg: "#ffffff", fg: "#3c4043", text: "G Pay" },
};

export function PaymentLogos({ methods }: { methods: string[] }) {
  return (
    <ul className="payment-logos">
      {methods.map((m) => {
        const mark = MARKS[m];
        if (!mark) return null;
        return (
          <li key={m}>
            <svg role="img" aria-label={mark.label} width="64" height="40" viewBox="0 0 64 40">
              <rect width="64" height="40" rx="6" fill={mark.bg} stroke="#d0d5dd" />
              <text x="32" y="25" textAnchor="middle" fontSize={mark.text.length > 6 ? 10 : 13} fontWeight="700" fill={mark.fg} fontFamily="Arial, sans-serif">
                {mark.text}
              </text>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
