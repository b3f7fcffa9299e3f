// One declared field as accessible HTML: a label (with an asterisk when required), the control
// with its native constraints, and its error tied to it by aria-describedby.
import type { FieldMetadata } from "@conform-to/react";
import { type FieldOption, type ResolvedField, optionLabel, optionValue } from "~/lib/forms/declaration";

type Constraint = { required?: boolean; maxLength?: number };

export interface FieldProps {
  field: ResolvedField;
  meta: FieldMetadata<unknown>;
  formId: string;
  constraint: Constraint;
  disabled?: boolean;
}

/** Element ids from field names ("Service Location" → "service-location"): ids may not hold spaces. */
export const fieldId = (formId: string, name: string) => `${formId}-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

const AUTOCOMPLETE: Record<string, string> = {
  name: "given-name",
  first_name: "given-name",
  middle_name: "additional-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  postcode: "postal-code",
};

const TEXT_INPUT_TYPE: Partial<Record<ResolvedField["type"], string>> = {
  email: "email",
  phone: "tel",
  "date-time": "datetime-local",
  "date-of-birth": "date",
  "expiry-date": "date",
};

const NUMERIC_TYPES = new Set(["currency", "distance", "kilometre", "number", "year"]);
const SELECT_TYPES = new Set(["location-select", "make", "model", "select", "service-interval", "tyres", "website-location-select"]);
const RADIO_TYPES = new Set(["radio", "radio-group", "radio-card-group"]);

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

function Label({ field, htmlFor }: { field: ResolvedField; htmlFor: string }) {
  return (
    <label htmlFor={htmlFor}>
      {field.label}
      {field.required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function Errors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="field-error">
      {errors[0]}
    </p>
  );
}

function Choices({ props, type, options, name, id, selected, disabled }: {
  props: FieldProps;
  type: "radio" | "checkbox";
  options: readonly FieldOption[];
  name: string;
  id: string;
  selected: string[];
  disabled?: boolean;
}) {
  const { field, meta } = props;
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset className={`field field--choices${field.type === "check-card" || field.type === "radio-card-group" ? " field--cards" : ""}`} aria-describedby={invalid ? errorId : undefined} id={id}>
      <legend>
        {field.label}
        {field.required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="choices">
        {options.map((option, i) => {
          const value = optionValue(option);
          return (
            <label key={value} className="choice" htmlFor={`${id}-${i}`}>
              <input
                type={type}
                id={`${id}-${i}`}
                name={name}
                value={value}
                defaultChecked={selected.includes(value)}
                required={type === "radio" && field.required}
                aria-invalid={invalid || undefined}
                disabled={disabled}
              />
              <span>{optionLabel(option)}</span>
            </label>
          );
        })}
      </div>
      <Errors id={errorId} errors={meta.errors} />
    </fieldset>
  );
}

export function Field(props: FieldProps) {
  const { field, meta, formId, constraint, disabled } = props;
  const id = fieldId(formId, field.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [field.hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  const initial = meta.initialValue;
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    disabled,
  };

  if (field.type === "button") return null;
  if (field.type === "hidden") {
    return <input type="hidden" name={field.name} defaultValue={typeof initial === "string" ? initial : field.defaultValue} />;
  }

  if (field.type === "check" || field.type === "opt-in") {
    return (
      <div className="field field--check">
        <div className="choice">
          <input type="checkbox" {...common} defaultChecked={initial === "on" || initial === "true"} />
          <Label field={field} htmlFor={id} />
        </div>
        <Errors id={errorId} errors={meta.errors} />
      </div>
    );
  }

  const options = "options" in field ? (field.options ?? []) : [];
  if ((RADIO_TYPES.has(field.type) && options.length > 0) || field.type === "star-rating") {
    const list = field.type === "star-rating" ? ["1", "2", "3", "4", "5"].map((v) => ({ value: v, label: `${v} ${v === "1" ? "star" : "stars"}` })) : options;
    return <Choices props={props} type="radio" options={list} name={field.name} id={id} selected={asList(initial)} disabled={disabled} />;
  }
  if ((field.type === "check-group" || field.type === "check-card") && options.length > 0) {
    return <Choices props={props} type="checkbox" options={options} name={field.name} id={id} selected={asList(initial)} disabled={disabled} />;
  }

  let control;
  if (SELECT_TYPES.has(field.type) && options.length > 0) {
    control = (
      <select {...common} defaultValue={typeof initial === "string" ? initial : ""} key={meta.key}>
        <option value="">Please select</option>
        {options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "textarea") {
    control = <textarea {...common} maxLength={constraint.maxLength} defaultValue={typeof initial === "string" ? initial : undefined} key={meta.key} rows={5} />;
  } else if (field.type === "file") {
    const accept = field.accept?.join(",");
    const many = (field.maxFiles ?? 1) > 1;
    control = <input type="file" {...common} accept={accept} multiple={many} />;
  } else {
    const numeric = NUMERIC_TYPES.has(field.type);
    control = (
      <input
        type={TEXT_INPUT_TYPE[field.type] ?? "text"}
        {...common}
        maxLength={field.type === "year" ? 4 : constraint.maxLength}
        inputMode={numeric ? (field.type === "currency" || field.type === "distance" ? "decimal" : "numeric") : field.type === "postcode" ? "numeric" : undefined}
        autoComplete={AUTOCOMPLETE[field.name]}
        placeholder={field.placeholder}
        defaultValue={typeof initial === "string" ? initial : undefined}
        key={meta.key}
      />
    );
  }
  return (
    <div className={`field field--${field.type}`}>
      <Label field={field} htmlFor={id} />
      {field.hint && (
        <p id={hintId} className="field-hint">
          {field.hint}
        </p>
      )}
      {control}
      <Errors id={errorId} errors={meta.errors} />
    </div>
  );
}
