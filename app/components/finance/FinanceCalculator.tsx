// The finance calculator (spec point 9 "Default finance calculator interest 10 percent") on vehicle
// pages and the finance page. A GET form: without JavaScript, Calculate reloads the page with the
// result worked out on the server; with it, the result follows every keystroke, from the same rule
// (app/lib/finance-calculator.ts) loaded on demand at the first keystroke. 'Apply for finance'
// opens the finance form with the price and the car.
import { useRef, useState, type FormEvent } from "react";
import { Form } from "@remix-run/react";
import type { FinanceCalculatorData } from "~/models/finance-calculator.server";
import type { CalculatorField, CalculatorView } from "~/lib/finance-calculator";
import { html } from "~/lib/html";

export const FINANCE_CALCULATOR_ANCHOR = "finance-calculator";
const FINANCE_FORM_ANCHOR = "finance-form";

const LABELS: Record<CalculatorField, string> = {
  price: "Vehicle price ($)",
  deposit: "Deposit ($)",
  term: "Term (months)",
  rate: "Interest rate (% p.a.)",
  balloon: "Balloon payment ($)",
};

// Fixed text: one template's HTML, made once (app/lib/html.ts; issue 18). Its signs are character
// references, so the page's HTML stays ASCII, which React's stream encodes several times faster.
const EXPLAINED = {
  __html: html`<p class="finance-calculator__formula">Repayment = (P &minus; B &divide; (1 + r)<sup>n</sup>) &times; r &divide; (1 &minus; (1 + r)<sup>&minus;n</sup>), \
where P is the price less the deposit, B the balloon, r the annual rate divided by 52, 26 or 12, and n the number of weekly, fortnightly or monthly \
repayments in the term. At 0% it is (P &minus; B) &divide; n.</p><p class="finance-calculator__note">Comparison rate note: these repayments are an estimate \
at the interest rate entered, without fees and charges, and are not a quote or an offer of finance. A comparison rate includes most fees and charges, \
so it is usually higher; it is true only for the example given, and different terms, fees or loan amounts give a different comparison rate.</p>`.text,
};

function applyHref(data: FinanceCalculatorData, view: CalculatorView): string {
  const query = new URLSearchParams();
  if (view.result) query.set("vehiclePriceBudget", String(Math.round(view.result.price)));
  if (data.carSlug) query.set("car_id", data.carSlug);
  const search = query.toString();
  return `${data.financePath}${search ? `?${search}` : ""}#${FINANCE_FORM_ANCHOR}`;
}

export function FinanceCalculator({ data }: { data: FinanceCalculatorData }) {
  const [live, setLive] = useState<CalculatorView | null>(null);
  const latest = useRef(0);
  const view = live ?? data;
  const id = (name: string) => `${FINANCE_CALCULATOR_ANCHOR}-${name}`;

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const run = ++latest.current;
    import("~/lib/finance-calculator").then(
      (rule) => {
        if (run !== latest.current) return;
        setLive(rule.calculatorView({ get: (name) => (typeof form.get(name) === "string" ? (form.get(name) as string) : null) }));
      },
      (e: unknown) => console.log("finance calculator: not loaded:", e),
    );
  };

  const terms = data.termOptions.map(String);
  if (!terms.includes(view.values.term)) terms.push(view.values.term);

  return (
    <section className="finance-calculator" id={FINANCE_CALCULATOR_ANCHOR} aria-labelledby={id("heading")}>
      <h2 id={id("heading")}>Finance calculator</h2>
      <Form method="get" action={`${data.path}#${FINANCE_CALCULATOR_ANCHOR}`} preventScrollReset replace onInput={onInput} className="finance-calculator__form">
        {data.carInQuery && data.carSlug && <input type="hidden" name="car_id" value={data.carSlug} />}
        {(Object.keys(LABELS) as CalculatorField[]).map((name) => {
          const error = view.errors[name];
          const props = {
            id: id(name),
            name,
            defaultValue: data.values[name],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? id(`${name}-error`) : undefined,
          };
          return (
            <div className="field" key={name}>
              <label htmlFor={id(name)}>{LABELS[name]}</label>
              {name === "term" ? (
                <select {...props}>
                  {terms.map((months) => (
                    <option key={months} value={months}>
                      {`${months} months`}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...props} type="text" inputMode="decimal" autoComplete="off" maxLength={40} />
              )}
              {error && (
                <p id={id(`${name}-error`)} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="form-actions">
          <button type="submit" name="calculate" value="1" className="btn">
            Calculate
          </button>
        </div>
      </Form>
      <div className="finance-calculator__result" aria-live="polite">
        {view.result ? (
          <dl className="finance-calculator__repayments">
            <div>
              <dt>Weekly</dt>
              <dd>{view.result.weekly}</dd>
            </div>
            <div>
              <dt>Fortnightly</dt>
              <dd>{view.result.fortnightly}</dd>
            </div>
            <div>
              <dt>Monthly</dt>
              <dd>{view.result.monthly}</dd>
            </div>
          </dl>
        ) : (
          <p>Enter the figures above to see the repayments.</p>
        )}
        {view.result && <p className="finance-calculator__financed">Amount financed: {view.result.amountFinanced}</p>}
      </div>
      <div className="finance-calculator__explained" dangerouslySetInnerHTML={EXPLAINED} />
      <a className="btn btn--accent" href={applyHref(data, view)}>
        Apply for finance
      </a>
    </section>
  );
}
