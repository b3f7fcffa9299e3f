// A garage account's data (issue 15): the watchlist of saved cars, saved searches, and the
// visitor's rights over it (download everything as JSON; delete the account with its mail).
import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import { cleanForDatabase } from "../db/clean";
import type { FavouriteEntry } from "../../app/lib/favourites";

export interface GarageUser {
  id: string;
  email: string;
  created_at: string;
}

export interface SavedSearch {
  id: string;
  search: string;
  label: string;
  created_at: string;
}

/** The most cars one watchlist holds (as the browser's favourites). */
export const WATCHLIST_LIMIT = 200;
export const SAVED_SEARCH_LIMIT = 20;

export async function getUser(db: Queryable, siteSlug: string, accountId: string): Promise<GarageUser | null> {
  const { rows } = await db.query<{ id: string; email: string; created_at: Date }>(
    "SELECT id, email, created_at FROM garage_accounts WHERE id = $1 AND site_slug = $2",
    [accountId, siteSlug],
  );
  return rows[0] ? { id: rows[0].id, email: rows[0].email, created_at: new Date(rows[0].created_at).toISOString() } : null;
}

/** Newest first: the favourite entries (spec point 3) of the account's saved cars. */
export async function getWatchlist(db: Queryable, accountId: string): Promise<FavouriteEntry[]> {
  const { rows } = await db.query<{ entry: FavouriteEntry }>("SELECT entry FROM watchlist WHERE account_id = $1 ORDER BY added_at DESC, car_id", [accountId]);
  return rows.map((r) => r.entry);
}

/** Adds the cars not yet saved (the browser's favourites at sign-in, or one star); answers how many were new. */
export async function addToWatchlist(db: Database, accountId: string, entries: readonly (FavouriteEntry & { price?: number | null })[]): Promise<number> {
  let added = 0;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number | string }>("SELECT count(*) AS n FROM watchlist WHERE account_id = $1", [accountId]);
    let room = WATCHLIST_LIMIT - Number(rows[0].n);
    // Oldest first, so the newest favourite ends up first (added_at DESC).
    for (const { price, ...entry } of [...entries].reverse()) {
      if (room <= 0) break;
      const res = await tx.query(
        "INSERT INTO watchlist (account_id, car_id, entry, price, added_at) VALUES ($1, $2, $3, $4, clock_timestamp()) ON CONFLICT DO NOTHING",
        [accountId, entry.id, JSON.stringify(cleanForDatabase(entry)), price ?? null],
      );
      added += res.rowCount;
      room -= res.rowCount;
    }
  });
  return added;
}

export async function removeFromWatchlist(db: Queryable, accountId: string, carId: number): Promise<void> {
  await db.query("DELETE FROM watchlist WHERE account_id = $1 AND car_id = $2", [accountId, carId]);
}

export async function getSavedSearches(db: Queryable, accountId: string): Promise<SavedSearch[]> {
  const { rows } = await db.query<{ id: string; search: string; label: string; created_at: Date }>(
    "SELECT id, search, label, created_at FROM saved_searches WHERE account_id = $1 ORDER BY created_at DESC",
    [accountId],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/** Saves a search (its path and query) with the cars it finds now, so an alert names only newer ones. */
export async function saveSearch(db: Database, accountId: string, search: string, label: string, carIds: readonly number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number | string }>("SELECT count(*) AS n FROM saved_searches WHERE account_id = $1", [accountId]);
    if (Number(rows[0].n) >= SAVED_SEARCH_LIMIT) return false;
    await tx.query(
      `INSERT INTO saved_searches (id, account_id, search, label, seen_car_ids) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, search) DO NOTHING`,
      [randomUUID(), accountId, cleanForDatabase(search), cleanForDatabase(label), JSON.stringify(carIds)],
    );
    return true;
  });
}

export async function deleteSavedSearch(db: Queryable, accountId: string, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return;
  await db.query("DELETE FROM saved_searches WHERE account_id = $1 AND id = $2", [accountId, id]);
}

/** Everything kept about the visitor, for "download my data". */
export async function exportAccount(db: Queryable, siteSlug: string, accountId: string) {
  const user = await getUser(db, siteSlug, accountId);
  if (!user) return null;
  const mail = await db.query<{ subject: string; created_at: Date; sent_at: Date | null }>(
    "SELECT subject, created_at, sent_at FROM mail_outbox WHERE site_slug = $1 AND account_email = $2 ORDER BY created_at",
    [siteSlug, user.email],
  );
  return {
    user,
    watchlist: await getWatchlist(db, accountId),
    saved_searches: await getSavedSearches(db, accountId),
    mail: mail.rows.map((m) => ({ subject: m.subject, created_at: new Date(m.created_at).toISOString(), sent_at: m.sent_at && new Date(m.sent_at).toISOString() })),
  };
}

/** Deletes the account, its watchlist and searches (cascade), its sign-in codes and every mail to it. */
export async function deleteAccount(db: Database, siteSlug: string, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>("DELETE FROM garage_accounts WHERE id = $1 AND site_slug = $2 RETURNING email", [accountId, siteSlug]);
    if (!rows[0]) return;
    await tx.query("DELETE FROM sign_in_codes WHERE site_slug = $1 AND email = $2", [siteSlug, rows[0].email]);
    await tx.query("DELETE FROM mail_outbox WHERE site_slug = $1 AND account_email = $2", [siteSlug, rows[0].email]);
  });
}
