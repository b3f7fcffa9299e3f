// A value facet's checkboxes (spec point 2: each value with its count), in a search's GET form: the
// car search's panels and the parts search's alike. With JavaScript a tick applies at once.
export interface FacetOption {
  value: string;
  label?: string;
  count: number;
  selected: boolean;
}

export function FacetOptions({ facet, title, options, idPrefix, onChange }: { facet: string; title: string; options: readonly FacetOption[]; idPrefix: string; onChange?: () => void }) {
  return (
    <fieldset className="facet-options">
      <legend className="visually-hidden">{title}</legend>
      {options.map((o) => {
        const id = `${idPrefix}-${facet}-${o.value}`.replace(/[^A-Za-z0-9_-]/g, "_");
        return (
          <div className="facet-option" key={o.value}>
            <input type="checkbox" id={id} name={facet} value={o.value} defaultChecked={o.selected} key={`${o.value}-${o.selected}`} onChange={onChange} />
            <label htmlFor={id}>
              {`${o.label ?? o.value} `}
              <span className="facet-option__count">{`(${o.count})`}</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The GET form's submit button, shown only without JavaScript (with it, a tick applies at once). */
export function ApplyFilters({ hydrated }: { hydrated: boolean }) {
  if (hydrated) return null;
  return (
    <div className="search-form__apply">
      <button type="submit" className="btn btn--block">
        Apply filters
      </button>
    </div>
  );
}
