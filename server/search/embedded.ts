// The embedded search adapter: one group's stock in in-process indexes (cars, special offers) and
// its parts catalogue in another of the same engine, with the spec's small request cache. Built at
// start-up; apply(changed) / applyParts(changed) take a change incrementally (live-index.ts),
// rebuild(cars) / rebuildParts(parts) replace the whole stock or catalogue.
import type { Car, Group } from "../sites/schema";
import type { Part } from "../sites/part-schema";
import { partKind, type PartFacet, type PartRangeFacet } from "../parts/search-kind";
import { carKind, type DocKind } from "./doc-kind";
import { isSpecialOffer } from "./documents";
import { LiveIndex } from "./live-index";
import type { SearchPort, SearchQuery, SearchReply } from "./port";
import { requestCache } from "./request-cache";
import type { TypesenseSearch } from "./typesense/adapter";
import type { TypesensePartsSearch } from "./typesense/parts";

export type PartsQuery = SearchQuery<PartFacet, PartRangeFacet>;
export type PartsReply = SearchReply<Part, PartFacet, PartRangeFacet>;

export class EmbeddedSearch implements SearchPort {
  private indexes!: Record<"cars" | "offers", LiveIndex<Car>>;
  private readonly cache = requestCache<SearchReply>();
  private readonly kind: DocKind<Car>;
  private partsIndex = new LiveIndex<Part>([], partKind);
  private readonly partsCache = requestCache<PartsReply>();
  /** The group's parts catalogue by key (parts.json or the parts table). */
  private partStock = new Map<string, Part>();
  /** Each part's place in the catalogue, a changed part counting as the newest (as the live index). */
  private partSeq = new Map<string, number>();
  private nextPartSeq = 0;
  private partsRemote: TypesensePartsSearch | null = null;
  /** The group's stock, in feed order (a changed car keeps its place, a new one comes last). */
  private stock = new Map<number, Car>();
  /** Each car's place in the feed, a changed car counting as the newest: the last tie-break of every order (as the live index). */
  private seq = new Map<number, number>();
  private nextSeq = 0;
  /** The scale adapter (TYPESENSE_URL): searches go there, and every change is written there too. */
  private remote: TypesenseSearch | null = null;
  /** Goes up on every change, so callers can key their own caches on it. */
  version = 0;

  constructor(group: Pick<Group, "dealerships">, cars: readonly Car[], parts: readonly Part[] = []) {
    this.kind = carKind({ dealershipNames: new Map(group.dealerships.map((d) => [d.id, d.name])) });
    this.rebuild(cars);
    this.rebuildParts(parts);
  }

  /** Replaces the whole index with this stock (atomically: a search sees the old or the new one). */
  rebuild(cars: readonly Car[]): void {
    this.stock = new Map(cars.map((car) => [car.id, car]));
    this.seq = new Map(cars.map((car, i) => [car.id, i]));
    this.nextSeq = cars.length;
    this.indexes = {
      cars: new LiveIndex(cars, this.kind),
      offers: new LiveIndex(cars, this.kind, isSpecialOffer),
    };
    this.changed();
  }

  /** Replaces the whole parts catalogue. */
  rebuildParts(parts: readonly Part[]): void {
    this.partStock = new Map(parts.map((p) => [partKind.id(p) as string, p]));
    this.partSeq = new Map(parts.map((p, i) => [partKind.id(p) as string, i]));
    this.nextPartSeq = parts.length;
    this.partsIndex = new LiveIndex(parts, partKind);
    this.partsChanged();
  }

  /** Parts added or changed since the build, by part number; only they are indexed again. */
  applyParts(changed: readonly Part[]): void {
    if (changed.length === 0) return;
    for (const part of changed) {
      this.partStock.set(partKind.id(part) as string, part);
      this.partSeq.set(partKind.id(part) as string, this.nextPartSeq++);
    }
    this.partsIndex.apply(changed);
    this.partsRemote?.upsert(changed, (p) => this.partSeq.get(partKind.id(p) as string)!).catch((error: unknown) => console.error(`typesense: ${changed.length} changed parts not written:`, (error as Error).message));
    this.partsChanged();
  }

  private partsChanged() {
    this.partsCache.clear();
    this.version++;
  }

  /** How many parts the catalogue holds (0: the group has no parts catalogue). */
  get partCount(): number {
    return this.partStock.size;
  }

  part(partNumber: string): Part | undefined {
    return this.partStock.get(partKind.id({ part_number: partNumber } as Part) as string);
  }

  /** Hands parts searches to Typesense from now on, after seeding its collection with the catalogue. */
  async useRemoteParts(remote: TypesensePartsSearch): Promise<void> {
    await remote.seed([...this.partStock.values()]);
    this.partsRemote = remote;
    this.partsChanged();
  }

  /** A parts search, on the same query shape as the cars (Typesense when set, else the embedded engine). */
  async searchParts(query: PartsQuery): Promise<PartsReply> {
    return this.partsRemote ? this.partsRemote.search(query) : this.searchPartsSync(query);
  }

  /** The same on the embedded engine, without the promise. */
  searchPartsSync(query: PartsQuery): PartsReply {
    const key = JSON.stringify(query);
    const cached = this.partsCache.get(key);
    if (cached) return { ...cached, ms: 0 };
    const reply = this.partsIndex.search(query);
    this.partsCache.set(key, reply);
    return reply;
  }

  /** Cars added or changed since the build, by id; only they are indexed again. */
  apply(changed: readonly Car[]): void {
    if (changed.length === 0) return;
    for (const car of changed) {
      this.seq.set(car.id, this.nextSeq++);
      this.stock.set(car.id, car);
    }
    this.indexes.cars.apply(changed);
    this.indexes.offers.apply(changed);
    this.remote?.upsert(changed, (car) => this.seq.get(car.id)!).catch((error: unknown) => console.error(`typesense: ${changed.length} changed cars not written:`, (error as Error).message));
    this.changed();
  }

  private changed() {
    this.cache.clear();
    this.version++;
  }

  /** Every car of the group, sold ones included (the listing rules are the caller's). */
  cars(): Iterable<Car> {
    return this.stock.values();
  }

  car(id: number): Car | undefined {
    return this.stock.get(id);
  }

  /** Whether the group has a car of this make and model (a make-and-model refinement narrows to it). */
  hasModel(make: string, model: string): boolean {
    const [a, b] = [make.toLowerCase(), model.toLowerCase()];
    for (const car of this.stock.values()) if (car.make.toLowerCase() === a && car.model.toLowerCase() === b) return true;
    return false;
  }

  /** Hands searches to Typesense from now on, after seeding its collection with this stock. */
  async useRemote(remote: TypesenseSearch): Promise<void> {
    await remote.seed([...this.stock.values()], (car) => this.seq.get(car.id)!);
    this.remote = remote;
    this.changed();
  }

  async search(query: SearchQuery): Promise<SearchReply> {
    return this.remote ? this.remote.search(query) : this.searchSync(query);
  }

  /** The same search without the promise, for benchmarks and tests. */
  searchSync(query: SearchQuery): SearchReply {
    const key = JSON.stringify(query);
    const cached = this.cache.get(key);
    if (cached) return { ...cached, ms: 0 };
    if (query.index === "parts") throw new Error("parts are searched with searchParts()");
    const reply = this.indexes[query.index].search(query);
    this.cache.set(key, reply);
    return reply;
  }
}
