// TYPESENSE_URL switches a group's searches to Typesense only once its collection is seeded: with no
// server answering (a closed loopback port), each group says so and stays on the embedded index.
import { describe, expect, it, vi } from "vitest";
import { demoRegistry } from "../fixtures/demo-stock";
import { createSearchService, useTypesense } from "../../server/search/service";
import { typesenseClient } from "../../server/search/typesense/adapter";

describe("switching to Typesense", () => {
  it("no TYPESENSE_URL: nothing changes", async () => {
    const registry = demoRegistry(["drivewell"]);
    const search = createSearchService(registry);
    const version = search.forGroup("drivewell").version;
    await useTypesense(search, registry, {});
    expect(search.forGroup("drivewell").version).toBe(version);
  });

  it("a cluster that does not answer: the group stays on the embedded index, and the log says so", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const registry = demoRegistry(["drivewell"]);
    const search = createSearchService(registry);
    await useTypesense(search, registry, { TYPESENSE_URL: "http://127.0.0.1:9", TYPESENSE_API_KEY: "k" });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^typesense: group drivewell stays on the embedded index/));
    const entry = registry.bySiteSlug(registry.entries[0].site.slug)!;
    const reply = await search.forSite(entry).search({ index: "cars", filter: { type: "all" }, refinements: {}, ranges: {}, query: "", sort: [], facets: [], stats: [], offset: 0, limit: 5 });
    expect(reply.count).toBe(search.forSite(entry).groupCars().length);
  }, 30_000);

  it("the client gets every node of the cluster", () => {
    const client = typesenseClient({ url: "https://ts1.example:8108, http://ts2.example, https://ts3.example", apiKey: "k" });
    // (The client shuffles its nodes to spread the load.)
    expect([...client.configuration.nodes].sort((a, b) => ("host" in a && "host" in b ? a.host.localeCompare(b.host) : 0))).toMatchObject([
      { host: "ts1.example", port: 8108, protocol: "https" },
      { host: "ts2.example", port: 80, protocol: "http" },
      { host: "ts3.example", port: 443, protocol: "https" },
    ]);
  });
});
