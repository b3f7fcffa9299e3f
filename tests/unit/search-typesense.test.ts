// The Typesense adapter without a Typesense server (none installs here): every query kind the site
// sends, translated into the multi_search request Typesense documents (search parameters q,
// query_by, num_typos, filter_by, facet_by, sort_by, offset/limit, max_facet_values; at most three
// sort fields; every field named exists in the collection schema with the right flags), and its
// documented replies (results[] of found, hits[].document, facet_counts[] with counts and stats,
// search_time_ms; a failed search's {code, error}) read back into the port's reply.
import { describe, expect, it } from "vitest";
import { demoGroups, DEMO_NOW } from "../fixtures/demo-stock";
import { siteQueries } from "../fixtures/search-queries";
import { collectionSchema, carDocument, QUERY_BY, TYPESENSE_SYNONYMS } from "../../server/search/typesense/document";
import { multiSearchRequest, sortBy } from "../../server/search/typesense/translate";
import { parseMultiSearch, TypesenseReplyError } from "../../server/search/typesense/parse";
import { EmbeddedSearch } from "../../server/search/embedded";
import { queryTerms } from "../../server/search/keyword-index";
import type { SearchQuery } from "../../server/search/port";

const [group] = demoGroups(["sunshine-motor-group"]);
const site = group.sites.find((s) => s.slug === "sunshine")!;
const names = new Map(group.group.dealerships.map((d) => [d.id, d.name]));
const engine = new EmbeddedSearch(group.group, group.cars);
const hasModel = (make: string, model: string) => engine.hasModel(make, model);
const QUERIES = siteQueries(site, group.cars, names, DEMO_NOW);
const schema = collectionSchema("cars_test");
const field = (name: string) => schema.fields.find((f) => f.name === name);

describe("the collection schema, derived from the car document", () => {
  it("facets every value facet, sorts and ranges every number, and holds every filter and keyword field", () => {
    expect(field("make")).toEqual({ name: "make", type: "string", facet: true, optional: true });
    expect(field("categories")).toEqual({ name: "categories", type: "string[]", facet: true, optional: true });
    expect(field("price")).toEqual({ name: "price", type: "float", facet: true, sort: true, optional: true });
    expect(field("created_at_timestamp")).toMatchObject({ type: "int64", sort: true });
    expect(field("sold")).toEqual({ name: "sold", type: "bool", optional: true });
    expect(field("dealership_id")).toEqual({ name: "dealership_id", type: "int64", optional: true });
    for (const f of QUERY_BY) expect(field(f)?.type, f).toBe("string");
    expect(schema.default_sorting_field).toBe("seq");
  });

  it("a car's document: its facet values, numbers and filter fields under the schema's names", () => {
    const car = group.cars.find((c) => c.categories.length > 0 && c.vin)!;
    const doc = carDocument(car, 7, { dealershipNames: names });
    expect(doc).toMatchObject({ id: String(car.id), seq: 7, make: car.make, make_model: car.model, body: car.simple_body, price: car.price, categories: car.categories, vin: car.vin!, show_on_dealer_website: car.show_on_dealer_website });
    for (const key of Object.keys(doc)) if (key !== "id") expect(field(key), key).toBeDefined();
  });

  it("the spec's synonyms, the same words the embedded index reads", () => {
    expect(TYPESENSE_SYNONYMS.map((s) => [s.root, s.synonyms[0]])).toEqual([["chevy", "chevrolet"], ["merc", "mercedes-benz"], ["vw", "volkswagen"], ["ute", "utility"]]);
    for (const [word, meaning] of [["chevy", "chevrolet"], ["merc", "mercedesbenz"], ["vw", "volkswagen"], ["ute", "utility"]]) {
      expect(queryTerms(word)[0].alternatives).toContain(meaning);
    }
  });
});

const fieldsOf = (filter: string) => [...filter.matchAll(/([a-z_]+):(?:=|!=|>=|<=|>|<|\[)/g)].map((m) => m[1]);

describe("every query kind the site sends, as a documented multi_search request", () => {
  it.each(Object.entries(QUERIES))("%s", (_name, q) => {
    const { searches, roles } = multiSearchRequest(q, "cars_test", hasModel);
    const [hits, ...others] = searches;
    // One search for the hits, one per refined facet asked for, one per range facet with its own range.
    expect(roles[0]).toEqual({ kind: "hits" });
    const refined = q.facets.filter((f) => (q.refinements[f]?.length ?? 0) > 0 || (f === "make_model" && (q.refinements.make?.length ?? 0) > 0));
    const ranged = q.stats.filter((f) => q.ranges[f]);
    expect(roles.slice(1)).toEqual([...refined.map((facet) => ({ kind: "facet", facet })), ...ranged.map((facet) => ({ kind: "stats", facet }))]);
    expect(hits).toMatchObject({ collection: "cars_test", q: q.query.trim() || "*", query_by: QUERY_BY.join(","), num_typos: "2,2,2,2,2,2,2,2,0,0,0", prefix: true, drop_tokens_threshold: 0, offset: q.offset, limit: q.limit });
    expect(String(hits.sort_by).split(",").length).toBeLessThanOrEqual(3);
    for (const s of searches) {
      for (const f of String(s.facet_by ?? "").split(",").filter(Boolean)) expect(field(f)?.facet, `facet_by ${f}`).toBe(true);
      for (const f of fieldsOf(String(s.filter_by ?? ""))) expect(field(f), `filter_by ${f} in ${s.filter_by}`).toBeDefined();
      for (const f of String(s.sort_by ?? "").split(",").filter(Boolean).map((k) => k.split(":")[0])) expect(f === "_text_match" || field(f)?.sort === true, `sort_by ${f}`).toBe(true);
    }
    for (const s of others) expect(s).toMatchObject({ limit: 0 });
    // Every refinement and range is in the hits search's filter, and the base filter always is.
    expect(hits.filter_by).toContain("show_on_dealer_website:=true");
    for (const [facet, values] of Object.entries(q.refinements)) if (values?.length && facet !== "make_model") expect(hits.filter_by).toContain(`${facet}:=`);
    for (const [facet, r] of Object.entries(q.ranges)) {
      if (r?.min !== undefined) expect(hits.filter_by).toContain(`${facet}:>=${r.min}`);
      if (r?.max !== undefined) expect(hits.filter_by).toContain(`${facet}:<=${r.max}`);
    }
  });

  it("the default page, exactly", () => {
    const q = QUERIES["the default page"];
    const { searches } = multiSearchRequest(q, "cars_test", hasModel);
    expect(searches).toHaveLength(1);
    expect(searches[0].sort_by).toBe(`${q.sort.map((s) => `${s.field}:${s.order}`).join(",") || "custom_rank:desc,created_at_timestamp:desc"},seq:asc`.replace(/^,/, ""));
    expect(searches[0].facet_by).toBe([...q.facets, ...q.stats].join(","));
  });

  it("Lowest Price: price > 0 in the filter, price ascending then feed order", () => {
    const { searches } = multiSearchRequest(QUERIES["sort price-asc"], "cars_test", hasModel);
    expect(searches[0].filter_by).toContain("price:>0");
    expect(searches[0].sort_by).toBe("price:asc,seq:asc");
  });

  it("a keyword ranks by text match first; without one the text match is left out", () => {
    expect(sortBy({ ...QUERIES.keyword, sort: [] })).toBe("_text_match:desc,custom_rank:desc,created_at_timestamp:desc");
    expect(sortBy({ ...QUERIES["the default page"], sort: [] })).toBe("custom_rank:desc,created_at_timestamp:desc,seq:asc");
  });

  it("make and model: the make narrowed to its picked model, models counted under the makes whole, makes counted without the make clause", () => {
    const q = QUERIES["two makes, one with a model picked"];
    const model = q.refinements.make_model![0];
    const { searches, roles } = multiSearchRequest(q, "cars_test", hasModel);
    expect(searches[0].filter_by).toContain(`((make:=\`Toyota\` && make_model:=[\`${model}\`]) || make:=\`Mazda\`)`);
    const makeCounts = searches[roles.findIndex((r) => r.kind === "facet" && r.facet === "make")];
    expect(makeCounts.filter_by).not.toContain("make:=");
    const modelCounts = searches[roles.findIndex((r) => r.kind === "facet" && r.facet === "make_model")];
    expect(modelCounts.filter_by).toContain("make:=[`Toyota`, `Mazda`]");
    expect(modelCounts.filter_by).not.toContain("make_model:=");
  });

  it("a range's stats leave the range itself out ('min:max' in the URL, >= and <= here)", () => {
    const q = QUERIES["range price min:max"];
    const { searches, roles } = multiSearchRequest(q, "cars_test", hasModel);
    expect(searches[0].filter_by).toContain("price:>=1 && price:<=60000");
    const stats = searches[roles.findIndex((r) => r.kind === "stats")];
    expect(stats).toMatchObject({ facet_by: "price", limit: 0 });
    expect(stats.filter_by).not.toContain("price:>=1");
  });

  it("special offers add offer:=true; parts send nothing (no parts catalogue)", () => {
    expect(multiSearchRequest(QUERIES["special offers"], "cars_test", hasModel).searches[0].filter_by).toMatch(/^offer:=true && /);
  });
});

describe("documented replies, read back", () => {
  const q: SearchQuery = { ...QUERIES["range price min:max"], facets: ["make"], stats: ["price", "km"] };
  const { roles } = multiSearchRequest(q, "cars_test", hasModel);
  const [a, b] = group.cars;
  const reply = {
    results: [
      {
        facet_counts: [
          { counts: [{ count: 3, highlighted: "Mazda", value: "Mazda" }, { count: 5, highlighted: "Toyota", value: "Toyota" }, { count: 3, highlighted: "Kia", value: "Kia" }], field_name: "make", sampled: false, stats: { total_values: 3 } },
          { counts: [{ count: 1, highlighted: "9000", value: "9000" }], field_name: "km", sampled: false, stats: { avg: 9000, max: 52000, min: 0, sum: 9000, total_values: 40 } },
        ],
        found: 11,
        hits: [{ document: { id: String(b.id) }, highlights: [], text_match: 0 }, { document: { id: String(a.id) }, highlights: [], text_match: 0 }, { document: { id: "999999999" }, highlights: [], text_match: 0 }],
        out_of: 1353,
        page: 1,
        request_params: { collection_name: "cars_test", per_page: 24, q: "*" },
        search_time_ms: 4,
      },
      { facet_counts: [{ counts: [{ count: 7, highlighted: "25990", value: "25990" }], field_name: "price", sampled: false, stats: { avg: 30000.5, max: 59990, min: 12990, sum: 210003.5, total_values: 7 } }], found: 7, hits: [], out_of: 1353, page: 1, request_params: { collection_name: "cars_test", per_page: 0, q: "*" }, search_time_ms: 1 },
    ],
  };

  it("hits by document id (in the reply's order, ids the stock no longer has dropped), found, time, counts sorted as the embedded index sorts them, stats", () => {
    const parsed = parseMultiSearch(q, roles, reply.results as never, (id) => engine.car(Number(id)));
    expect(parsed.hits.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(parsed).toMatchObject({ count: 11, ms: 4, pagination: { page: 1, pageSize: q.limit, pages: Math.ceil(11 / q.limit), offset: 0 } });
    expect(parsed.facets.make).toEqual([{ value: "Toyota", count: 5 }, { value: "Kia", count: 3 }, { value: "Mazda", count: 3 }]);
    expect(parsed.facetStats).toEqual({ km: { min: 0, max: 52000 }, price: { min: 12990, max: 59990 } });
  });

  it("a failed search in the batch ({code, error}) or a short reply is an error, not an empty page", () => {
    expect(() => parseMultiSearch(q, roles, [reply.results[0], { code: 400, error: "Could not find a field named `x` in the schema." }] as never, () => undefined)).toThrow(TypesenseReplyError);
    expect(() => parseMultiSearch(q, roles, [reply.results[0]] as never, () => undefined)).toThrow(/expected 2 results, got 1/);
  });
});
