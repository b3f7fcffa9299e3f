// The polling loop shared by the outboxes (leads to the CRM, mail to SMTP): a pass now, then again
// at once while passes come back full, else after the interval or when woken; a failing pass (the
// database away) is reported and retried, never the end of the loop. Backoff per row is each outbox's
// own (backoffMs in server/leads/outbox.ts serves both).
import { setTimeout as delay } from "node:timers/promises";

export interface OutboxLoop {
  /** Run a pass now (for example right after a row was written) instead of at the next tick. */
  wake(): void;
  /** Stops polling and resolves once the pass in flight has finished. */
  stop(): Promise<void>;
}

export interface OutboxLoopOptions {
  intervalMs: number;
  /** Resolves after ms, or early (resolve or reject) when signal aborts; tests inject their own. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  onError: (error: unknown) => void;
}

/** pass() answers whether it was full (more may be due). */
export function startOutboxLoop(pass: () => Promise<boolean>, options: OutboxLoopOptions): OutboxLoop {
  const sleep = options.sleep ?? ((ms: number, signal: AbortSignal) => delay(ms, undefined, { signal }));
  let stopped = false;
  let woken = false;
  let sleeping = new AbortController();

  const loop = (async () => {
    while (!stopped) {
      let full = false;
      try {
        full = await pass();
      } catch (error) {
        options.onError(error);
      }
      if (stopped) break;
      if (full || woken) {
        woken = false;
        continue;
      }
      sleeping = new AbortController();
      await sleep(options.intervalMs, sleeping.signal).catch(() => undefined);
    }
  })();

  return {
    wake() {
      woken = true;
      sleeping.abort();
    },
    async stop() {
      stopped = true;
      sleeping.abort();
      await loop;
    },
  };
}
