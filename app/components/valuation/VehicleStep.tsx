// The flow's questions about the car: which car (rego/VIN where a registry answers, else the
// cascading pick) and its details. Without JavaScript each pick is a round trip ('Show makes'
// posts and the next list comes back narrowed); with it the lists narrow live from the loader.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "@remix-run/react";
import type { FlowPage } from "~/models/valuation-flow.server";
import type { PickerLists } from "~/models/valuation-identify.server";
import { NO_REGISTRY_TEXT, plateWords } from "~/lib/valuation/flow";
import { ChoiceField, SelectField, TextField } from "./FlowFields";

interface Pick {
  year: string;
  make: string;
  model: string;
}

interface StepProps {
  page: FlowPage;
  values: Record<string, string>;
  errors: Record<string, string[]>;
}

/** A 'Show …' button that narrows the next list: only without JavaScript (live narrowing replaces it). */
function Narrow({ live, label }: { live: boolean; label: string }) {
  if (live) return null;
  return (
    <button type="submit" name="intent" value="narrow" className="btn btn--outline valuation-select__narrow" formNoValidate>
      {label}
    </button>
  );
}

const pickOf = (lists: PickerLists): Pick => ({ year: lists.year ? String(lists.year) : "", make: lists.make ?? "", model: lists.model ?? "" });

/** Year → make → model → badge, each list narrowed by the choices before it. */
export function Picker({ page, values, errors, lists: given, live }: StepProps & { lists: PickerLists; live: boolean }) {
  // With JavaScript each choice fetches the loader's lists narrowed by it.
  const [pick, setPick] = useState<Pick>(pickOf(given));
  const fetcher = useFetcher<FlowPage>();
  const lists = live && fetcher.data ? fetcher.data.picker : given;
  const onPick = (next: Pick) => {
    setPick(next);
    const query = new URLSearchParams({ ...(page.car ? { car_id: page.car.slug } : {}), year: next.year, make: next.make, model: next.model });
    fetcher.load(`${page.path}?${query}`);
  };
  // A choice made before the page came alive (its 'Show …' button is gone now) narrows at once.
  const root = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!live) return;
    const read = (name: string) => root.current?.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? "";
    const seen = { year: read("year"), make: read("make"), model: read("model") };
    if (seen.year !== pick.year || seen.make !== pick.make || seen.model !== pick.model) onPick(seen);
  }, [live]);
  const year = lists.year ? String(lists.year) : "";
  return (
    <fieldset className="valuation-picker" ref={root}>
      <legend>{page.registry ? "Or choose your car" : "Choose your car"}</legend>
      <div className="lead-form__fields">
        <SelectField
          name="year"
          label="Year"
          required
          value={live ? pick.year : year || values.year}
          options={lists.years.map(String)}
          errors={errors.year}
          onChange={live ? (y) => onPick({ year: y, make: "", model: "" }) : undefined}
          after={<Narrow live={live} label="Show makes" />}
        />
        {lists.year && (
          <SelectField
            name="make"
            label="Make"
            required
            value={live ? pick.make : (lists.make ?? values.make)}
            options={lists.makes}
            errors={errors.make}
            onChange={live ? (make) => onPick({ ...pick, make, model: "" }) : undefined}
            after={<Narrow live={live} label="Show models" />}
          />
        )}
        {lists.make && (
          <SelectField
            name="model"
            label="Model"
            required
            value={live ? pick.model : (lists.model ?? values.model)}
            options={lists.models}
            errors={errors.model}
            onChange={live ? (model) => onPick({ ...pick, model }) : undefined}
            after={<Narrow live={live} label="Show badges" />}
          />
        )}
        {lists.model && lists.badges.length > 0 && (
          <SelectField name="badge" label="Badge (optional)" value={values.badge} options={lists.badges} errors={errors.badge} />
        )}
      </div>
    </fieldset>
  );
}

/** Rego (and state) first where a registry answers; otherwise plainly said, and kept for the dealer. */
export function Registration({ page, values, errors }: StepProps) {
  const say = (text: string) => plateWords(page.locale, text);
  return (
    <>
      {!page.registry && <p className="valuation-notice">{say(NO_REGISTRY_TEXT)}</p>}
      <div className="lead-form__fields">
        <TextField
          name="rego"
          label={say(page.registry ? "Registration" : "Registration (optional)")}
          value={values.rego}
          errors={errors.rego}
          maxLength={12}
          autoCapitalize="characters"
          hint={page.registry ? "We'll look your car up. Leave it empty to choose your car instead." : undefined}
        />
        {page.states.length > 0 && (
          <SelectField name="state" label={page.registry ? "Registration state" : "Registration state (optional)"} value={values.state ?? page.defaultState ?? undefined} options={page.states} errors={errors.state} />
        )}
        {page.registry && <TextField name="vin" label="Or VIN (optional)" value={values.vin} errors={errors.vin} maxLength={20} autoCapitalize="characters" />}
      </div>
    </>
  );
}

export function Details({ page, values, errors }: StepProps) {
  const { choices } = page;
  return (
    <div className="lead-form__fields">
      <TextField name="odometer" label={`Odometer (${page.distance})`} required inputMode="numeric" maxLength={9} value={values.odometer} errors={errors.odometer} />
      <SelectField name="condition" label="Condition" required value={values.condition} options={choices.conditions} errors={errors.condition} />
      <SelectField name="service_history" label="Service history (optional)" value={values.service_history} options={choices.serviceHistories} errors={errors.service_history} />
      <ChoiceField name="finance_owing" label="Is there finance owing on it? (optional)" value={values.finance_owing} options={choices.financeOwing} errors={errors.finance_owing} />
    </div>
  );
}
