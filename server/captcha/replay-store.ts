// Solutions already used (the port), kept in the database until their challenge expires: all app
// servers of a group share it, so a solution used on one is refused on the others (DESIGN.md: app
// servers hold no state of their own). Only verified solutions come here, so forged ones cannot
// fill it. docs/decisions/2026-11-27-captcha.md.
import type { Database } from "../db/database";

export interface ReplayStore {
  /** True the first time a challenge is seen (by any server); false when it was used already. */
  claim(id: string, expiresAtMs: number, nowMs: number): Promise<boolean>;
}

/** How often a server clears expired solutions (each server does, the DELETE is idempotent). */
export const REPLAY_CLEANUP_EVERY_MS = 60_000;

export function databaseReplayStore(db: Database): ReplayStore {
  let cleanedAt = Number.NEGATIVE_INFINITY;
  return {
    async claim(id, expiresAtMs, nowMs) {
      if (nowMs - cleanedAt >= REPLAY_CLEANUP_EVERY_MS) {
        cleanedAt = nowMs;
        await db.query("DELETE FROM captcha_solutions WHERE expires_at <= $1", [new Date(nowMs)]);
      }
      // The primary key decides between two servers claiming the same solution at once.
      const { rows } = await db.query("INSERT INTO captcha_solutions (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature", [id, new Date(expiresAtMs)]);
      return rows.length === 1;
    },
  };
}
