// Stock for benchmarks at scale: n cars made from a group's demo stock, repeated with fresh ids,
// slugs and stock numbers, and jittered prices, km, dates and ranks (seeded: every run is the same).
import type { Car } from "../server/sites/schema";
import { mulberry32 } from "./generate-demo.mjs";

export function generateCars(demo: readonly Car[], n: number): Car[] {
  const rnd = mulberry32(20261121);
  const out: Car[] = [];
  for (let i = 0; i < n; i++) {
    const base = demo[i % demo.length];
    const id = 1_000_000 + i;
    out.push({
      ...base,
      id,
      slug: `${base.slug}-g${i}`,
      stocknum: `GEN${id}`,
      price: base.price > 10 ? Math.round((base.price * (0.85 + rnd() * 0.3)) / 10) * 10 : base.price,
      km: base.km > 0 ? Math.round(base.km * (0.5 + rnd())) : 0,
      created_at_timestamp: base.created_at_timestamp - Math.floor(rnd() * 200 * 86_400),
      custom_rank: Math.floor(rnd() * 100),
    });
  }
  return out;
}

