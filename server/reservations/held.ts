// The car ids each group has on hold, kept in memory for the page models (which ask per card,
// synchronously). Refreshed after every local change, and in the background when older than a few
// seconds, so holds made by other app servers show too.
import type { Queryable } from "../db/database";
import { heldIds } from "./repository";

export const HELD_REFRESH_MS = 3_000;

export class HeldCars {
  private groups = new Map<string, { ids: ReadonlySet<string>; at: number }>();
  private loading = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  get(groupSlug: string): ReadonlySet<string> {
    const entry = this.groups.get(groupSlug);
    if (!entry || this.now().getTime() - entry.at > HELD_REFRESH_MS) {
      this.refresh(groupSlug).catch((error) => console.error("reservations: refreshing held cars failed:", error));
    }
    return entry?.ids ?? new Set();
  }

  /** Reloads a group's held ids; concurrent calls share one query. */
  refresh(groupSlug: string): Promise<void> {
    const pending = this.loading.get(groupSlug);
    if (pending) return pending.then(() => this.load(groupSlug));
    return this.load(groupSlug);
  }

  private load(groupSlug: string): Promise<void> {
    const job = (async () => {
      const now = this.now();
      const ids = await heldIds(this.db, groupSlug, now);
      this.groups.set(groupSlug, { ids: new Set(ids), at: now.getTime() });
    })().finally(() => {
      if (this.loading.get(groupSlug) === job) this.loading.delete(groupSlug);
    });
    this.loading.set(groupSlug, job);
    return job;
  }
}
