// A car's description.body: a few plain sentences in the dealer's voice, HTML-escaped.

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const fmtNum = (n) => Math.round(n).toLocaleString("en-AU");

export function describe(ctx, v) {
  const { t, plan } = ctx;
  const us = plan.region === "US";
  const dist = us ? `${fmtNum(v.km / 1.609)} miles` : `${fmtNum(v.km)} km`;
  const full = `${v.year} ${v.make} ${v.model} ${v.badge}`;
  const p = [];
  if (plan.kind === "camper") {
    p.push(
      v.type === "new"
        ? `Brand new ${full} ${v.body.toLowerCase()}, ready for your next trip.`
        : `This ${full} ${v.body.toLowerCase()} has been inspected by our workshop and is ready to tow away.`,
    );
    if (v.features.length) p.push(`It comes with ${listText(v.features)}.`);
  } else if (plan.rental) {
    p.push(`Hire this ${full} in ${v.colour} by the day or the week: ${v.transmission.toLowerCase()}, ${v.fuel.toLowerCase()}, serviced between every hire.`);
    if (v.features.length) p.push(`It comes with ${listText(v.features.slice(0, 6))}.`);
  } else if (plan.kind === "motorcycle") {
    p.push(
      v.type === "new" ? t.pick([`Brand new ${full} in ${v.colour}, ready to ride away.`, `The ${full} is in stock now in ${v.colour}.`])
      : v.type === "demo" ? `Save on this ${full} demonstrator with just ${dist} and the balance of the factory warranty.`
      : t.pick([`This ${full} has covered ${dist} and has just been serviced by our workshop.`, `Well looked after ${full} with ${dist} on the clock.`]),
    );
    if (v.features.length) p.push(`Highlights include ${listText(v.features)}.`);
  } else {
    p.push(
      v.type === "new"
        ? t.pick([`Brand new ${full} in ${v.colour}, ready to drive away.`, `Be the first owner of this ${full}, finished in ${v.colour}.`])
        : v.type === "demo"
          ? t.pick([`Save on this ${full} demonstrator with only ${dist} and the balance of the factory warranty.`, `Ex-demonstrator ${full} in ${v.colour} with ${dist}, driven by our own team.`])
          : t.pick([
              `This ${full} has travelled ${dist} and comes with a full service history.`,
              `Well-kept ${full} in ${v.colour} with ${dist}, inspected and serviced before sale.`,
              `One-owner ${full} with ${dist}, ready for its next home.`,
            ]),
    );
    const power = { Electric: "Electric motor", Hybrid: "Hybrid powertrain", PHEV: "Plug-in hybrid powertrain", Petrol: us ? "Gas engine" : "Petrol engine", Diesel: "Diesel engine" }[v.fuel] ?? "Engine";
    const drive = { FWD: "front-wheel drive", RWD: "rear-wheel drive", AWD: "all-wheel drive", "4WD": "four-wheel drive" }[v.drive] ?? v.drive;
    p.push(`${power}, ${v.transmission.toLowerCase()} transmission and ${drive}${v.features.length ? `, with ${listText(v.features.slice(0, 6))}` : ""}.`);
  }
  const visit = plan.kind === "camper" && ctx.groupJson.slug === "redgum-campers" ? "Book an appointment" : plan.rental ? "Pick it up" : "Visit us";
  p.push(`${visit} at ${v.loc.name}${v.loc.contact_detail?.phone ? ` or call ${v.loc.contact_detail.phone}` : ""}.`);
  return p.map((s) => `<p>${escapeHtml(s)}</p>`).join("");
}

const listText = (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);
