// The finance page's 3-step block (spec point 2) with its Apply Now button to #finance-form.
export const FINANCE_STEPS = [
  { step: "Step 1", title: "Apply Online Quickly & Securely" },
  { step: "Step 2", title: "Get Finance with your own Personalised Finance Rate" },
  { step: "Step 3", title: "Purchase & Enjoy your New Car" },
] as const;

export const FINANCE_FORM_ANCHOR = "finance-form";

export function FinanceSteps() {
  return (
    <section className="finance-steps" aria-labelledby="finance-steps-heading">
      <h2 id="finance-steps-heading" className="visually-hidden">
        How it works
      </h2>
      <ol className="finance-steps__list">
        {FINANCE_STEPS.map((s) => (
          <li key={s.step} className="finance-steps__item">
            <span className="finance-steps__number">{s.step}</span>
            <span className="finance-steps__title">{s.title}</span>
          </li>
        ))}
      </ol>
      <a className="btn btn--accent" href={`#${FINANCE_FORM_ANCHOR}`}>
        Apply Now
      </a>
    </section>
  );
}
