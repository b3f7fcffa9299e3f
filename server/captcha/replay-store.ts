// Solutions already used, kept until their challenge expires (after that the expiry refuses them).
// Bounded: when full, the entry closest to expiry goes first. In memory per app server; several
// servers behind a load balancer each keep their own (docs/decisions/2026-11-27-captcha.md).
export const REPLAY_STORE_MAX = 100_000;

export class ReplayStore {
  private readonly used = new Map<string, number>();
  constructor(private readonly max = REPLAY_STORE_MAX) {}

  /** True the first time a challenge is seen; false when it was used already. */
  claim(id: string, expiresAtMs: number, nowMs: number): boolean {
    if (this.used.has(id)) return false;
    if (this.used.size >= this.max) this.prune(nowMs);
    this.used.set(id, expiresAtMs);
    return true;
  }

  get size(): number {
    return this.used.size;
  }

  private prune(nowMs: number) {
    for (const [id, expires] of this.used) if (expires <= nowMs) this.used.delete(id);
    // Challenges all expire after the same time, so insertion order is expiry order.
    while (this.used.size >= this.max) this.used.delete(this.used.keys().next().value as string);
  }
}
