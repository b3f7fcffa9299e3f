// The valuation flow's own controls, in the lead forms' markup (.field, .field-error): a label on
// every control, the error tied to it by aria-describedby, the visitor's value kept.
import type { ReactNode } from "react";

export interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  value?: string;
  errors?: string[];
  /** Shown under the label, tied to the control. */
  hint?: string;
}

const idOf = (name: string) => `valuation-${name.replace(/_/g, "-")}`;

function Mark({ required }: { required?: boolean }) {
  return required ? (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  ) : null;
}

function describe(field: FieldBase) {
  const id = idOf(field.name);
  const invalid = Boolean(field.errors?.length);
  const describedBy = [field.hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return { id, invalid, describedBy };
}

function Wrap({ field, kind, children }: { field: FieldBase; kind: string; children: ReactNode }) {
  const { id, invalid } = describe(field);
  return (
    <div className={`field field--${kind}`}>
      <label htmlFor={id}>
        {field.label}
        <Mark required={field.required} />
      </label>
      {field.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {field.hint}
        </p>
      )}
      {children}
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {field.errors![0]}
        </p>
      )}
    </div>
  );
}

export function TextField(props: FieldBase & { inputMode?: "numeric" | "text"; maxLength?: number; autoCapitalize?: string }) {
  const { id, invalid, describedBy } = describe(props);
  return (
    <Wrap field={props} kind="string">
      <input
        type="text"
        id={id}
        name={props.name}
        defaultValue={props.value}
        required={props.required}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        autoCapitalize={props.autoCapitalize}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </Wrap>
  );
}

export function SelectField(props: FieldBase & { options: readonly { value: string; label: string }[] | readonly string[]; onChange?: (value: string) => void; after?: ReactNode }) {
  const { id, invalid, describedBy } = describe(props);
  const options = props.options.map((o) => (typeof o === "string" ? { value: o, label: o } : o));
  return (
    <Wrap field={props} kind="select">
      <div className="valuation-select">
        <select
          id={id}
          name={props.name}
          // A new list (narrowed by the choice before) is a new control: its old choice goes.
          key={options.map((o) => o.value).join("|")}
          defaultValue={props.value ?? ""}
          required={props.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={props.onChange ? (e) => props.onChange!(e.currentTarget.value) : undefined}
        >
          <option value="">Please select</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {props.after}
      </div>
    </Wrap>
  );
}

export function ChoiceField(props: FieldBase & { options: readonly string[] }) {
  const { id, invalid } = describe(props);
  return (
    <fieldset className="field field--choices" id={id} aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>
        {props.label}
        <Mark required={props.required} />
      </legend>
      <div className="choices">
        {props.options.map((option, i) => (
          <label key={option} className="choice" htmlFor={`${id}-${i}`}>
            <input type="radio" id={`${id}-${i}`} name={props.name} value={option} defaultChecked={props.value === option} required={props.required} aria-invalid={invalid || undefined} />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {props.errors![0]}
        </p>
      )}
    </fieldset>
  );
}
