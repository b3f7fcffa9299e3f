// The embedded stock store: each group's sites/<group>/stock.json. A save rewrites the file whole
// (a temporary file renamed over it, so a reader never sees half a file); a watch on the group's
// folder reads it again after a short quiet time and reports the cars that differ from the last
// copy seen. A broken file is logged and ignored: the last good stock stays in service.
import { watch as watchDir, type FSWatcher } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { stockSchema, type Car } from "../sites/schema";
import type { StockGroup, StockListener, StockStore } from "./port";

/** Quiet time after the last change event before the file is read (editors write in several steps). */
export const WATCH_DEBOUNCE_MS = 150;

export function createFileStore(groups: readonly StockGroup[]): StockStore {
  const bySlug = new Map(groups.map((g) => [g.slug, g]));
  /** Per group, id → the car as JSON, as last read or written: a change is what differs from it. */
  const known = new Map(groups.map((g) => [g.slug, new Map(g.cars.map((c) => [c.id, JSON.stringify(c)]))]));
  const watchers: FSWatcher[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fileOf = (slug: string) => {
    const group = bySlug.get(slug);
    if (!group) throw new Error(`no stock for group ${slug}`);
    return path.join(group.dir, "stock.json");
  };

  async function read(slug: string): Promise<Car[]> {
    return stockSchema.parse(JSON.parse(await readFile(fileOf(slug), "utf8"))).cars;
  }

  /** The cars of the file that differ from the last copy seen; the copy moves on. */
  function diff(slug: string, cars: readonly Car[]): Car[] {
    const seen = known.get(slug)!;
    const changed = cars.filter((c) => seen.get(c.id) !== JSON.stringify(c));
    for (const c of changed) seen.set(c.id, JSON.stringify(c));
    return changed;
  }

  return {
    kind: "files",
    load: read,
    async save(slug, cars) {
      const current = await read(slug);
      const at = new Map(current.map((c, i) => [c.id, i]));
      for (const car of cars) {
        const i = at.get(car.id);
        if (i === undefined) at.set(car.id, current.push(car) - 1);
        else current[i] = car;
      }
      const file = fileOf(slug);
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify({ cars: current }, null, 1));
      await rename(temp, file);
      diff(slug, cars); // this process applies its own change at once; the watch then finds nothing new
    },
    async watch(listener: StockListener) {
      for (const group of groups) {
        let timer: NodeJS.Timeout | undefined;
        const reread = async () => {
          try {
            const changed = diff(group.slug, await read(group.slug));
            if (changed.length > 0) listener(group.slug, changed);
          } catch (error) {
            console.error(`stock: ${fileOf(group.slug)} was not taken (${(error as Error).message.split("\n")[0]}); the last good stock stays`);
          }
        };
        const watcher = watchDir(group.dir, (_event, name) => {
          if (name !== null && name !== "stock.json") return;
          if (timer) {
            clearTimeout(timer);
            timers.delete(timer);
          }
          timer = setTimeout(() => {
            timers.delete(timer!);
            void reread();
          }, WATCH_DEBOUNCE_MS);
          timers.add(timer);
        });
        watcher.unref();
        watchers.push(watcher);
      }
    },
    async close() {
      for (const w of watchers) w.close();
      for (const t of timers) clearTimeout(t);
    },
  };
}
