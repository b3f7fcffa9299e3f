// The browser's local and session storage, guarded: storage may be missing (server rendering),
// disabled (private mode, blocked cookies), full (quota) or tampered with (JSON that does not
// parse). Every JavaScript enhancement that stores something goes through here, and then the page
// simply works without the enhancement.

export type StorageKind = "local" | "session";

export interface GuardedStorage {
  /** The stored text, or null when there is none or storage cannot be read. */
  read(key: string): string | null;
  /** Stores the text (null removes the key); false when storage refused it. */
  write(key: string, value: string | null): boolean;
  /** The stored JSON, or null when there is none, it cannot be read, or it does not parse. */
  readJson(key: string): unknown;
  writeJson(key: string, value: unknown): boolean;
}

// Even touching window.localStorage throws where storage is disabled.
function windowStorage(kind: StorageKind): Storage | null {
  if (typeof window === "undefined") return null;
  return kind === "local" ? window.localStorage : window.sessionStorage;
}

/** A guarded storage; `open` is the storage itself (tests pass one that throws). */
export function guardedStorage(open: () => Storage | null): GuardedStorage {
  const read = (key: string): string | null => {
    try {
      return open()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): boolean => {
    try {
      const storage = open();
      if (!storage) return false;
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      return true;
    } catch {
      return false; // full or disabled: nothing remembered
    }
  };
  return {
    read,
    write,
    readJson(key) {
      const text = read(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
    writeJson: (key, value) => write(key, JSON.stringify(value)),
  };
}

export const localStore = guardedStorage(() => windowStorage("local"));
export const sessionStore = guardedStorage(() => windowStorage("session"));
