// /api/cars/<anything with a slash>: no car has a slash in its slug, so a JSON 404 (never the HTML page).
import { apiCarMethodNotAllowed } from "~/models/vehicle-routes.server";

export async function loader() {
  return Response.json({ error: "Car not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
}
export const action = () => apiCarMethodNotAllowed();
