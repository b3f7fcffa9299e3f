// The car being reserved: picture, title, price, stock number and where it is.
import { Link } from "@remix-run/react";
import type { CarSummary } from "~/models/leads.server";
import { CarImage } from "~/components/cars/CarImage";

export function CheckoutCarSummary({ car, price }: { car: CarSummary; price?: string }) {
  return (
    <aside className="form-car checkout-car" aria-label="The vehicle">
      <CarImage src={car.image} alt={car.title} width={400} height={300} eager />
      <p className="form-car__title">
        <Link to={car.href}>{car.title}</Link>
      </p>
      {price && (
        <p className="checkout-car__price" data-testid="checkout-price">
          {price}
        </p>
      )}
      <p className="form-car__meta">
        Stock number {car.stocknum} · {car.location}
      </p>
    </aside>
  );
}
