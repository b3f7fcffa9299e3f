// The car a form page is about, beside the form: its picture, title and where it is.
import { Link } from "@remix-run/react";
import type { CarSummary } from "~/models/leads.server";
import { CarImage } from "~/components/cars/CarImage";

export function FormCar({ car, label }: { car: CarSummary; label: string }) {
  return (
    <aside className="form-car" aria-label={label}>
      <CarImage src={car.image} alt={car.title} width={400} height={300} />
      <p className="form-car__title">
        <Link to={car.href}>{car.title}</Link>
      </p>
      <p className="form-car__meta">
        Stock number {car.stocknum} · {car.location}
      </p>
    </aside>
  );
}
