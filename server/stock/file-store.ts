// The embedded stock store: each group's sites/<group>/stock.json (or parts.json for the parts
// catalogue). A save rewrites the file whole (a temporary file renamed over it, so a reader never
// sees half a file); a watch on the group's folder reads it again after a short quiet time and
// reports the items that differ from the last copy seen. A broken file is logged and ignored: the
// last good stock stays in service. A missing file is an empty stock (a group without parts).
import { existsSync, watch as watchDir, type FSWatcher } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StockGroup, StockListener, StockStore, StoredGroup, StoredKind } from "./port";
import { CARS } from "./stored-kinds";

/** Quiet time after the last change event before the file is read (editors write in several steps). */
export const WATCH_DEBOUNCE_MS = 150;

/** The cars' store (stock.json). */
export function createFileStore(groups: readonly StockGroup[]): StockStore {
  return createJsonFileStore(CARS, groups.map((g) => ({ slug: g.slug, dir: g.dir, items: g.cars })));
}

export function createJsonFileStore<T>(kind: Pick<StoredKind<T>, "file" | "parse" | "wrap" | "key">, groups: readonly StoredGroup<T>[]): StockStore<T> {
  const bySlug = new Map(groups.map((g) => [g.slug, g]));
  /** Per group, key → the item as JSON, as last read or written: a change is what differs from it. */
  const known = new Map(groups.map((g) => [g.slug, new Map(g.items.map((c) => [kind.key(c), JSON.stringify(c)]))]));
  const watchers: FSWatcher[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fileOf = (slug: string) => {
    const group = bySlug.get(slug);
    if (!group) throw new Error(`no stock for group ${slug}`);
    return path.join(group.dir, kind.file);
  };

  async function read(slug: string): Promise<T[]> {
    const file = fileOf(slug);
    if (!existsSync(file)) return [];
    return kind.parse(JSON.parse(await readFile(file, "utf8")));
  }

  /** The items of the file that differ from the last copy seen; the copy moves on. */
  function diff(slug: string, items: readonly T[]): T[] {
    const seen = known.get(slug)!;
    const changed = items.filter((c) => seen.get(kind.key(c)) !== JSON.stringify(c));
    for (const c of changed) seen.set(kind.key(c), JSON.stringify(c));
    return changed;
  }

  return {
    kind: "files",
    load: read,
    async save(slug, items) {
      const current = await read(slug);
      const at = new Map(current.map((c, i) => [kind.key(c), i]));
      for (const item of items) {
        const i = at.get(kind.key(item));
        if (i === undefined) at.set(kind.key(item), current.push(item) - 1);
        else current[i] = item;
      }
      const file = fileOf(slug);
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(kind.wrap(current), null, 1));
      await rename(temp, file);
      diff(slug, items); // this process applies its own change at once; the watch then finds nothing new
    },
    async watch(listener: StockListener<T>) {
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
          if (name !== null && name !== kind.file) return;
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
