// The search port's scale adapter: one Typesense collection per dealer group ('cars_<group>'),
// queried with multi_search (translate.ts) and read back (parse.ts), with the spec's request cache of
// about 10. The group's stock itself stays with the stock store and the live engine (listings, look-ups,
// hits by id); this adapter is told of every change and upserts it, so an import reaches Typesense too.
import { Client } from "typesense";
import type { Car } from "../../sites/schema";
import type { DocumentContext } from "../documents";
import type { SearchPort, SearchQuery, SearchReply } from "../port";
import { requestCache } from "../request-cache";
import { TYPESENSE_SYNONYMS, carDocument, collectionSchema } from "./document";
import { parseMultiSearch } from "./parse";
import { multiSearchRequest, type ModelTest } from "./translate";

export interface TypesenseConfig {
  /** Comma-separated node URLs (a 3-node cluster: all three). */
  url: string;
  apiKey: string;
}

export function typesenseClient(config: TypesenseConfig): Client {
  const nodes = config.url.split(",").map((u) => {
    const url = new URL(u.trim());
    return { host: url.hostname, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)), protocol: url.protocol.replace(":", "") };
  });
  // Two retries and a short timeout, as the car API: a search page never waits long for the index.
  return new Client({ nodes, apiKey: config.apiKey, connectionTimeoutSeconds: 3, numRetries: 2, retryIntervalSeconds: 0.1 });
}

export class TypesenseSearch implements SearchPort {
  private readonly cache = requestCache<SearchReply>();

  constructor(
    private readonly client: Client,
    readonly collection: string,
    private readonly ctx: DocumentContext,
    /** The group's live stock: hits are its cars, and its models decide make-and-model refinements. */
    private readonly stock: { car(id: number): Car | undefined; hasModel: ModelTest },
  ) {}

  async search(q: SearchQuery): Promise<SearchReply> {
    const key = JSON.stringify(q);
    const cached = this.cache.get(key);
    if (cached) return { ...cached, ms: 0 };
    if (q.index === "parts") return { hits: [], facets: {}, facetStats: {}, count: 0, ms: 0, pagination: { page: 1, pageSize: q.limit, pages: 0, offset: q.offset } };
    const { searches, roles } = multiSearchRequest(q, this.collection, this.stock.hasModel);
    const reply = await this.client.multiSearch.perform({ searches });
    const parsed = parseMultiSearch(q, roles, reply.results as never, (id) => this.stock.car(Number(id)));
    this.cache.set(key, parsed);
    return parsed;
  }

  /** Creates the collection and its synonyms when missing, then upserts every car (seq: feed order unless given). */
  async seed(cars: readonly Car[], seqOf?: (car: Car) => number): Promise<void> {
    const exists = await this.client.collections(this.collection).exists();
    if (!exists) await this.client.collections().create(collectionSchema(this.collection));
    for (const { id, ...synonym } of TYPESENSE_SYNONYMS) await this.client.collections(this.collection).synonyms().upsert(id, { ...synonym, synonyms: [...synonym.synonyms] });
    const seq = new Map(cars.map((car, i) => [car, i]));
    await this.upsert(cars, seqOf ?? ((car) => seq.get(car)!));
  }

  /** Writes added and changed cars; seqOf gives each its place in the feed. */
  async upsert(cars: readonly Car[], seqOf: (car: Car) => number): Promise<void> {
    if (cars.length === 0) return;
    await this.client
      .collections(this.collection)
      .documents()
      .import(cars.map((car) => carDocument(car, seqOf(car), this.ctx)), { action: "upsert" });
    this.cache.clear();
  }
}
