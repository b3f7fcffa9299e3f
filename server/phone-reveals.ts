// Phone reveals: "A reveal-phone call takes car_id, dealership_id, website_id"; each is recorded.
import { z } from "zod";
import type { Queryable } from "./db/database";
import { cleanForDatabase } from "./db/clean";

const id = z.union([z.string().trim().min(1).max(200), z.number().int().nonnegative()]).transform(String);

export const phoneRevealSchema = z.object({
  siteSlug: z.string().trim().min(1).max(200),
  carId: id,
  dealershipId: id.nullish(),
  websiteId: id.nullish(),
});

export type PhoneRevealInput = z.input<typeof phoneRevealSchema>;

export async function recordPhoneReveal(db: Queryable, input: PhoneRevealInput): Promise<{ id: number }> {
  const reveal = phoneRevealSchema.parse(cleanForDatabase(input));
  const { rows } = await db.query<{ id: number | string }>(
    "INSERT INTO phone_reveals (site_slug, car_id, dealership_id, website_id) VALUES ($1, $2, $3, $4) RETURNING id",
    [reveal.siteSlug, reveal.carId, reveal.dealershipId ?? null, reveal.websiteId ?? null],
  );
  return { id: Number(rows[0].id) }; // bigint: a string from pg, a number from PGlite
}

export interface PhoneRevealFilter {
  siteSlug?: string;
  carId?: string | number;
  since?: Date;
}

export async function countPhoneReveals(db: Queryable, filter: PhoneRevealFilter = {}): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM phone_reveals
      WHERE ($1::text IS NULL OR site_slug = $1) AND ($2::text IS NULL OR car_id = $2)
        AND ($3::timestamptz IS NULL OR created_at >= $3)`,
    [filter.siteSlug ?? null, filter.carId === undefined ? null : String(filter.carId), filter.since ?? null],
  );
  return rows[0]?.count ?? 0;
}
