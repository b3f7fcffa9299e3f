// On a phone a search's filters fold away behind this toggle: a checkbox and its label, so it needs
// no JavaScript. The car search and the parts search share it.
export function FiltersToggle({ sidebarId, chipCount }: { sidebarId: string; chipCount: number }) {
  return (
    <>
      <input type="checkbox" id="search-filters-toggle" className="search-filters-toggle" aria-controls={sidebarId} aria-label="Show filters" />
      <label htmlFor="search-filters-toggle" className="btn btn--outline search-filters-button">
        <span className="when-closed">Show filters</span>
        <span className="when-open">Hide filters</span>
        {chipCount > 0 && <span className="search-filters-button__count"> ({chipCount})</span>}
      </label>
    </>
  );
}
