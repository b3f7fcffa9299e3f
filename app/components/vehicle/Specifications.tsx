// The specifications table and the feature list.
export function Specifications({ rows, features }: { rows: Array<{ label: string; value: string }>; features: string[] }) {
  return (
    <section className="vehicle-section" aria-labelledby="specs-heading">
      <h2 id="specs-heading">Specifications</h2>
      <table className="spec-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {features.length > 0 && (
        <>
          <h3>Features</h3>
          <ul className="feature-list">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
