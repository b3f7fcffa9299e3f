import { describe, expect, it } from "vitest";
import { pack, unpack } from "~/lib/packed";
import { settledValue } from "~/lib/settled.server";

describe("settledValue", () => {
  it("a promise that has settled comes back boxed", async () => {
    const settled = Promise.resolve([1, 2, 3]);
    await settled;
    expect(await settledValue(settled)).toEqual({ value: [1, 2, 3] });
  });

  it("an async function that answered at once, through a catch (the embedded search's similar cars), is ready", async () => {
    const similar = (async () => ["a"])().catch(() => [] as string[]);
    expect(await settledValue(similar)).toEqual({ value: ["a"] });
  });

  it("a promise that settles from work under way, a few steps on, is ready", async () => {
    const steps = Promise.resolve(1).then((n) => n + 1).then((n) => n + 1).then((n) => n + 1);
    expect(await settledValue(steps)).toEqual({ value: 4 });
  });

  it("a promise waiting on a timer (as on I/O) is not", async () => {
    const later = new Promise<string>((resolve) => setTimeout(resolve, 5, "later"));
    expect(await settledValue(later)).toBeNull();
    expect(await later).toBe("later");
  });

  it("a pending promise gives null, and the promise still resolves", async () => {
    let resolve!: (v: string) => void;
    const pending = new Promise<string>((r) => (resolve = r));
    expect(await settledValue(pending)).toBeNull();
    resolve("later");
    expect(await pending).toBe("later");
    expect(await settledValue(pending)).toEqual({ value: "later" });
  });

  it("a rejection that has happened is thrown", async () => {
    const failed = Promise.reject(new Error("down"));
    failed.catch(() => undefined);
    await expect(settledValue(failed)).rejects.toThrow("down");
  });

  it("falsy values are values", async () => {
    expect(await settledValue(Promise.resolve(0))).toEqual({ value: 0 });
    expect(await settledValue(Promise.resolve(null))).toEqual({ value: null });
    expect(await settledValue(Promise.resolve(undefined))).toEqual({ value: undefined });
  });
});

describe("pack", () => {
  it("the server's unpack gives the whole value, the browser's the sent one", () => {
    const whole: { cards: number[] | null; page: number } = { cards: [1, 2], page: 1 };
    const packed = pack(whole, { ...whole, cards: null });
    expect(unpack(packed)).toBe(whole);
    expect(unpack(JSON.parse(JSON.stringify(packed)) as typeof packed)).toEqual({ cards: null, page: 1 });
  });
});
