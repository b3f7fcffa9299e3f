// The guarded browser storage (app/lib/browser-storage.ts): private mode, a full quota, storage
// switched off and tampered values all leave the page working without the enhancement.
import { describe, expect, it } from "vitest";
import { guardedStorage, localStore } from "~/lib/browser-storage";

/** A Storage kept in a Map; `fail` makes the named operations throw as a browser would. */
function fakeStorage(fail: { get?: boolean; set?: boolean } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => {
      if (fail.get) throw new DOMException("The operation is insecure.", "SecurityError");
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (fail.set) throw new DOMException("Quota exceeded", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe("guarded browser storage", () => {
  it("reads back what it wrote, as text and as JSON, and removes on null", () => {
    const storage = fakeStorage();
    const s = guardedStorage(() => storage);
    expect(s.write("k", "v")).toBe(true);
    expect(s.read("k")).toBe("v");
    expect(s.writeJson("j", { a: [1] })).toBe(true);
    expect(s.readJson("j")).toEqual({ a: [1] });
    expect(s.write("k", null)).toBe(true);
    expect(s.read("k")).toBeNull();
    expect(s.read("missing")).toBeNull();
    expect(s.readJson("missing")).toBeNull();
  });

  it("a full quota: the write answers false and throws nothing", () => {
    const s = guardedStorage(() => fakeStorage({ set: true }));
    expect(s.write("k", "v")).toBe(false);
    expect(s.writeJson("k", { v: 1 })).toBe(false);
  });

  it("storage disabled: even opening it throws (private mode, blocked cookies)", () => {
    const s = guardedStorage(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(s.read("k")).toBeNull();
    expect(s.readJson("k")).toBeNull();
    expect(s.write("k", "v")).toBe(false);
  });

  it("a read that throws is no value", () => {
    expect(guardedStorage(() => fakeStorage({ get: true })).read("k")).toBeNull();
  });

  it("a tampered value that is not JSON is no value", () => {
    const storage = fakeStorage();
    storage.setItem("k", "{not json");
    expect(guardedStorage(() => storage).readJson("k")).toBeNull();
  });

  it("with no window (server rendering) there is no storage", () => {
    expect(localStore.read("k")).toBeNull();
    expect(localStore.write("k", "v")).toBe(false);
  });
});
