// The lead, file and phone-reveal repositories and the migrations, run alike on PGlite and PostgreSQL.
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { loadMigrations, migrate } from "../../server/db/migrate";
import { DataDirInUseError } from "../../server/db/lock";
import { openDatabase, pgliteDir } from "../../server/db/open";
import { addLeadFile, createLead, getLead, getLeadFile, listLeads, updateLead } from "../../server/leads/repository";
import { countPhoneReveals, recordPhoneReveal } from "../../server/phone-reveals";
import { testDatabases, truncateAll } from "./support/databases";

const payload = {
  first_name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412345678",
  message: "Is it still available?",
  car_id: 1234,
  dealership_slug: "city-motors",
  location_id: 7,
  source: "Website",
  category: "Used Vehicle Enquiry",
};

const newLead = (extra: Partial<Parameters<typeof createLead>[1]> = {}) => ({
  siteSlug: "city-motors",
  category: "Used Vehicle Enquiry",
  payload,
  clientIp: "203.0.113.9",
  userAgent: "test-agent",
  ...extra,
});

async function count(db: Database, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

describe.each(testDatabases())("database on $name", (target) => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase(await target.freshEnv());
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanUp();
  });
  beforeEach(() => truncateAll(db));

  describe("migrations", () => {
    it("apply once: opening the same database again applies nothing", async () => {
      const env = await target.freshEnv();
      const first = await openDatabase(env);
      const names = (await loadMigrations()).map((m) => m.name);
      const { rows } = await first.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
      expect(rows.map((r) => r.name)).toEqual(names);
      expect(await migrate(first)).toEqual([]);
      await first.close();

      const second = await openDatabase(env);
      expect(await count(second, "schema_migrations")).toBe(names.length);
      await second.close();
    });

    it("refuse a migration edited after it was applied", async () => {
      const edited = (await loadMigrations()).map((m, i) => (i === 0 ? { ...m, checksum: "edited" } : m));
      await expect(migrate(db, edited)).rejects.toThrow(/changed after it was applied/);
    });

    it.runIf(target.name === "pglite")("one process at a time per embedded data dir", async () => {
      const env = await target.freshEnv();
      const first = await openDatabase(env);
      await expect(openDatabase(env)).rejects.toThrow(DataDirInUseError);
      await first.close();
      // A lock left by a process that is gone (killed) is taken over.
      writeFileSync(`${pgliteDir(env)}.lock`, "999999999");
      await (await openDatabase(env)).close();
    });

    it.runIf(target.name === "postgres")("let several app servers start at once (advisory lock)", async () => {
      const env = await target.freshEnv();
      const servers = await Promise.all([openDatabase(env), openDatabase(env), openDatabase(env)]);
      expect(await count(servers[0], "schema_migrations")).toBe((await loadMigrations()).length);
      await Promise.all(servers.map((s) => s.close()));
    });
  });

  describe("leads", () => {
    it("createLead stores the lead with an unguessable id and queues it for forwarding", async () => {
      const { id } = await createLead(db, newLead());
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const lead = await getLead(db, id);
      expect(lead).toMatchObject({
        id,
        siteSlug: "city-motors",
        category: "Used Vehicle Enquiry",
        status: "complete",
        formCompleted: true,
        payload,
        name: "Jane Citizen",
        email: "jane@example.com",
        phone: "0412345678",
        carId: "1234",
        dealershipSlug: "city-motors",
        locationId: "7",
        destination: "server",
        upstreamId: null,
        clientIp: "203.0.113.9",
        userAgent: "test-agent",
        files: [],
        delivery: { pending: 1, lastDeliveredAt: null, lastError: null },
      });
      expect(lead?.createdAt).toBeInstanceOf(Date);
      const { rows } = await db.query("SELECT kind, attempts, delivered_at FROM outbox WHERE lead_id = $1", [id]);
      expect(rows).toEqual([{ kind: "lead.created", attempts: 0, delivered_at: null }]);
    });

    it("refuses bad input at the boundary (unknown destination is an error)", async () => {
      await expect(createLead(db, newLead({ destination: "fax" as never }))).rejects.toThrow();
      await expect(createLead(db, newLead({ siteSlug: "" }))).rejects.toThrow();
      expect(await count(db, "leads")).toBe(0);
    });

    it("stores spam without queueing it", async () => {
      const { id } = await createLead(db, newLead({ status: "spam" }));
      expect((await getLead(db, id))?.status).toBe("spam");
      expect(await count(db, "outbox")).toBe(0);
    });

    it("a multi-step form updates the same lead until it is complete, then refuses", async () => {
      const { id } = await createLead(db, newLead({ status: "Incomplete", step: 1, payload: { name: "Jo", lead_status: "Incomplete" } }));
      expect(await getLead(db, id)).toMatchObject({ status: "Incomplete", formCompleted: false, step: 1 });

      const step2 = await updateLead(db, id, {
        siteSlug: "city-motors",
        status: "Incomplete",
        step: 2,
        skippedSteps: [3],
        payload: { email: "jo@example.com" },
      });
      expect(step2).toEqual({ id });
      const done = await updateLead(db, id, { siteSlug: "city-motors", status: "complete", step: 4, payload: { phone: "0400000000" } });
      expect(done).toEqual({ id });

      const lead = await getLead(db, id);
      expect(lead).toMatchObject({
        status: "complete",
        formCompleted: true,
        step: 4,
        skippedSteps: [3],
        name: "Jo",
        email: "jo@example.com",
        phone: "0400000000",
        payload: { name: "Jo", lead_status: "Incomplete", email: "jo@example.com", phone: "0400000000" },
      });
      expect(lead!.updatedAt.getTime()).toBeGreaterThanOrEqual(lead!.createdAt.getTime());
      const kinds = await db.query<{ kind: string }>("SELECT kind FROM outbox WHERE lead_id = $1 ORDER BY id", [id]);
      expect(kinds.rows.map((r) => r.kind)).toEqual(["lead.created", "lead.updated", "lead.updated"]);

      // Complete: no further changes, no further outbox rows.
      expect(await updateLead(db, id, { siteSlug: "city-motors", status: "Incomplete", payload: { email: "x@y.z" } })).toBeNull();
      expect((await getLead(db, id))?.email).toBe("jo@example.com");
      expect(await count(db, "outbox")).toBe(3);
    });

    it("updateLead refuses spam, another site's lead, unknown and malformed ids", async () => {
      const spam = await createLead(db, newLead({ status: "spam" }));
      const partial = await createLead(db, newLead({ status: "Incomplete" }));
      const step = { siteSlug: "city-motors", status: "complete" as const, payload: {} };
      expect(await updateLead(db, spam.id, step)).toBeNull();
      expect(await updateLead(db, partial.id, { ...step, siteSlug: "other-site" })).toBeNull();
      expect(await updateLead(db, "6b0c8d0e-0000-4000-8000-000000000000", step)).toBeNull();
      expect(await updateLead(db, "not-a-uuid'; DROP TABLE leads; --", step)).toBeNull();
      expect((await getLead(db, partial.id))?.status).toBe("Incomplete");
    });

    it("getLead answers null for unknown, malformed and other-site ids", async () => {
      const { id } = await createLead(db, newLead());
      expect(await getLead(db, id, { siteSlug: "city-motors" })).not.toBeNull();
      expect(await getLead(db, id, { siteSlug: "other-site" })).toBeNull();
      expect(await getLead(db, "6b0c8d0e-0000-4000-8000-000000000000")).toBeNull();
      expect(await getLead(db, "1")).toBeNull();
    });

    it("listLeads filters by site and status, pages newest first, with file metadata", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await createLead(db, newLead({ payload: { ...payload, n: i } }))).id);
      // Leads stored in the same clock tick tie on created_at (then the order is the random id's):
      // one second apart each, in the order they were made, so "newest first" has one answer.
      await db.query("UPDATE leads SET created_at = now() - interval '1 hour' + ((payload->>'n')::int * interval '1 second') WHERE payload ? 'n'");
      await createLead(db, newLead({ siteSlug: "other-site" }));
      const spam = await createLead(db, newLead({ status: "spam" }));
      await addLeadFile(db, ids[4], { filename: "cv.pdf", contentType: "application/pdf", data: new Uint8Array([1, 2, 3]) });

      const all = await listLeads(db, {});
      expect(all.total).toBe(7);
      const site = await listLeads(db, { siteSlug: "city-motors", statuses: ["complete", "Incomplete"], limit: 2 });
      expect(site.total).toBe(5);
      expect(site.leads.map((l) => l.id)).toEqual([ids[4], ids[3]]);
      expect(site.leads[0].files).toEqual([
        expect.objectContaining({ filename: "cv.pdf", contentType: "application/pdf", sizeBytes: 3, leadId: ids[4] }),
      ]);
      expect(site.leads[0].files[0]).not.toHaveProperty("data");
      const next = await listLeads(db, { siteSlug: "city-motors", statuses: ["complete"], limit: 2, offset: 4 });
      expect(next.leads.map((l) => l.id)).toEqual([ids[0]]);
      expect((await listLeads(db, { statuses: ["spam"] })).leads.map((l) => l.id)).toEqual([spam.id]);
    });
  });

  describe("one transaction for the lead and its outbox row", () => {
    // A constraint that fails every new outbox row makes the last statement of the transaction fail.
    const breakOutbox = () => db.exec("ALTER TABLE outbox ADD CONSTRAINT test_fail CHECK (false) NOT VALID");
    const mendOutbox = () => db.exec("ALTER TABLE outbox DROP CONSTRAINT IF EXISTS test_fail");

    it("a failure after the lead insert leaves neither the lead, its files nor an outbox row", async () => {
      await breakOutbox();
      try {
        const file = { filename: "a.txt", contentType: "text/plain", data: new Uint8Array([65]) };
        await expect(createLead(db, newLead({ files: [file] }))).rejects.toThrow(/test_fail/);
      } finally {
        await mendOutbox();
      }
      expect(await count(db, "leads")).toBe(0);
      expect(await count(db, "lead_files")).toBe(0);
      expect(await count(db, "outbox")).toBe(0);
      // The database is usable afterwards.
      await createLead(db, newLead());
      expect(await count(db, "outbox")).toBe(1);
    });

    it("a failed update leaves the lead as it was", async () => {
      const { id } = await createLead(db, newLead({ status: "Incomplete", payload: { name: "Jo" } }));
      await breakOutbox();
      try {
        await expect(updateLead(db, id, { siteSlug: "city-motors", status: "complete", payload: { name: "Changed" } })).rejects.toThrow();
      } finally {
        await mendOutbox();
      }
      expect(await getLead(db, id)).toMatchObject({ status: "Incomplete", name: "Jo", payload: { name: "Jo" } });
      expect(await count(db, "outbox")).toBe(1);
    });
  });

  describe("files", () => {
    it("round-trip every byte value and a 1 MB upload", async () => {
      const every = Uint8Array.from({ length: 256 }, (_, i) => i);
      const big = new Uint8Array(1024 * 1024).map((_, i) => (i * 7919) % 251);
      const { id } = await createLead(db, newLead({ files: [{ filename: "bytes.bin", contentType: "application/octet-stream", data: every }] }));
      const added = await addLeadFile(db, id, { filename: "big.bin", contentType: "application/octet-stream", data: big });

      const lead = await getLead(db, id);
      // In upload order.
      expect(lead?.files.map((f) => [f.filename, f.sizeBytes])).toEqual([
        ["bytes.bin", 256],
        ["big.bin", big.length],
      ]);
      const small = await getLeadFile(db, lead!.files.find((f) => f.filename === "bytes.bin")!.id);
      expect(small).toMatchObject({ leadId: id, siteSlug: "city-motors", contentType: "application/octet-stream" });
      expect(Buffer.from(small!.data).equals(Buffer.from(every))).toBe(true);
      const large = await getLeadFile(db, added!.id);
      expect(Buffer.from(large!.data).equals(Buffer.from(big))).toBe(true);
    });

    it("addLeadFile and getLeadFile answer null for unknown ids", async () => {
      const file = { filename: "a.txt", contentType: "text/plain", data: new Uint8Array([1]) };
      expect(await addLeadFile(db, "6b0c8d0e-0000-4000-8000-000000000000", file)).toBeNull();
      expect(await addLeadFile(db, "nope", file)).toBeNull();
      expect(await getLeadFile(db, "6b0c8d0e-0000-4000-8000-000000000000")).toBeNull();
      expect(await getLeadFile(db, "../etc/passwd")).toBeNull();
    });
  });

  describe("phone reveals", () => {
    it("are recorded with car_id, dealership_id, website_id and counted", async () => {
      const first = await recordPhoneReveal(db, { siteSlug: "city-motors", carId: 1234, dealershipId: 9, websiteId: "42" });
      await recordPhoneReveal(db, { siteSlug: "city-motors", carId: "1234", dealershipId: "9", websiteId: 42 });
      await recordPhoneReveal(db, { siteSlug: "city-motors", carId: "99" });
      await recordPhoneReveal(db, { siteSlug: "other-site", carId: "1234" });
      expect(first.id).toBe(1);
      expect(await countPhoneReveals(db, { siteSlug: "city-motors", carId: 1234 })).toBe(2);
      expect(await countPhoneReveals(db, { siteSlug: "city-motors" })).toBe(3);
      expect(await countPhoneReveals(db)).toBe(4);
      expect(await countPhoneReveals(db, { since: new Date(Date.now() + 60_000) })).toBe(0);
      const { rows } = await db.query("SELECT car_id, dealership_id, website_id FROM phone_reveals WHERE id = 1");
      expect(rows).toEqual([{ car_id: "1234", dealership_id: "9", website_id: "42" }]);
    });

    it("refuse a reveal without a car", async () => {
      await expect(recordPhoneReveal(db, { siteSlug: "city-motors", carId: "" })).rejects.toThrow();
    });
  });
});
