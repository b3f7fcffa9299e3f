// The reservation lifecycle through the sandbox on real PGlite and PostgreSQL: the one-active-
// reservation rule under a race, payment, the 'Reserve Car' lead made once, cancel, expiry, the lead path.
import { describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases";
import { CUSTOMER, reservableCars, useReservationServices } from "./support/reservations";

const HOUR = 3_600_000;

describe.each(testDatabases())("reservations on $name", (target) => {
  const services = useReservationServices(target);
  const origin = "http://sunshine.localhost:3000";

  const entry = () => services().entry("sunshine");
  const group = () => entry().group.group.slug;
  const start = (carIndex = 0, clientIp = "203.0.113.5") => {
    const car = reservableCars(entry())[carIndex];
    return services().reservations.start({ entry: entry(), car, customer: CUSTOMER, origin, clientIp });
  };
  const leads = async () =>
    (await services().db.query<{ id: string; category: string; payload: Record<string, unknown> }>("SELECT id, category, payload FROM leads")).rows;

  it("visitors racing for one car: exactly one wins, the others are told at once it is reserved", async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => start(0, `203.0.113.${n}`)));
    expect(results.filter((r) => r.kind === "redirect")).toHaveLength(1);
    expect(results.filter((r) => r.kind !== "redirect")).toEqual(Array(4).fill({ kind: "unavailable", reason: "reserved" }));
    const { rows } = await services().db.query<{ n: number }>("SELECT count(*)::int AS n FROM reservations WHERE status = 'pending'");
    expect(rows[0].n).toBe(1);
  });

  it("the database itself refuses a second active reservation for a car", async () => {
    const first = await start();
    expect(first.kind).toBe("redirect");
    if (first.kind !== "redirect") return;
    await expect(
      services().db.query(
        `INSERT INTO reservations (id, number, token, site_slug, group_slug, car_id, car_slug, car_title, dealership_slug, status,
           amount_cents, currency, provider, hold_hours, refundable_hours, pending_expires_at, customer, origin)
         SELECT gen_random_uuid(), 'R-X', 'tok', site_slug, group_slug, car_id, car_slug, car_title, dealership_slug, 'paid',
           amount_cents, currency, provider, hold_hours, refundable_hours, pending_expires_at, customer, origin FROM reservations`,
      ),
    ).rejects.toThrow(/reservations_one_active_per_car|duplicate key/);
  });

  it("sends the visitor to the sandbox's hosted page and holds the car at once", async () => {
    const result = await start();
    if (result.kind !== "redirect") throw new Error(result.kind);
    expect(result.url).toMatch(new RegExp(`^${origin}/sandbox-checkout/sbx_[A-Za-z0-9_-]{22}$`));
    expect(result.reservation).toMatchObject({ status: "pending", provider: "sandbox", amountCents: 20_000, currency: "AUD" });
    expect(result.reservation.number).toMatch(/^R-[0-9A-Z]{8}$/);
    expect(result.reservation.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(result.reservation.pendingExpiresAt.getTime() - services().clock.now.getTime()).toBe(30 * 60_000);
    expect(services().reservations.heldCarIds(group()).has(result.reservation.carId)).toBe(true);
  });

  it("paying holds the car for 48 hours and makes one 'Reserve Car' lead, however often the payment is reported", async () => {
    const result = await start();
    if (result.kind !== "redirect") throw new Error(result.kind);
    const session = result.reservation.providerSessionId!;
    const paid = await services().reservations.sandboxComplete(session, "paid");
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid!.holdExpiresAt!.getTime() - services().clock.now.getTime()).toBe(48 * HOUR);
    expect(paid!.leadId).toMatch(/^[0-9a-f-]{36}$/);
    await services().reservations.sandboxComplete(session, "paid");
    await services().reservations.sandboxComplete(session, "expired"); // out of order: ignored after payment
    const all = await leads();
    expect(all).toHaveLength(1);
    expect(all[0].category).toBe("Reserve Car");
    expect(all[0].payload).toMatchObject({ reservation_number: paid!.number, email: CUSTOMER.email, car_id: Number(paid!.carId) });
    const outbox = await services().db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    expect(outbox.rows[0].n).toBe(1);
    expect((await services().reservations.byToken(paid!.token))!.status).toBe("paid");
    expect(services().reservations.heldCarIds(group()).has(paid!.carId)).toBe(true);
  });

  it("a paid reservation whose lead was not stored (a crash after the commit) gets it from the sweep, once", async () => {
    const result = await start();
    if (result.kind !== "redirect") throw new Error(result.kind);
    await services().reservations.sandboxComplete(result.reservation.providerSessionId!, "paid");
    await services().db.exec("DELETE FROM outbox; DELETE FROM leads; UPDATE reservations SET lead_id = NULL, lead_attempt_at = NULL");
    await services().reservations.sweep();
    await services().reservations.sweep();
    expect(await leads()).toHaveLength(1);
    expect((await services().reservations.byToken(result.reservation.token))!.leadId).toBe((await leads())[0].id);
  });

  it("cancelling within the refundable window refunds and makes the car reservable again", async () => {
    const result = await start();
    if (result.kind !== "redirect") throw new Error(result.kind);
    await services().reservations.sandboxComplete(result.reservation.providerSessionId!, "paid");
    services().clock.now = new Date(services().clock.now.getTime() + 47 * HOUR);
    expect(await services().reservations.cancel(result.reservation.token)).toEqual({ ok: true, refunded: true });
    expect((await services().reservations.byToken(result.reservation.token))!.status).toBe("released");
    expect(services().reservations.heldCarIds(group()).has(result.reservation.carId)).toBe(false);
    expect((await start()).kind).toBe("redirect");
    expect(await services().reservations.cancel(result.reservation.token)).toEqual({ ok: false, error: "This reservation is already released." });
    expect(await services().reservations.cancel("not-a-token")).toEqual({ ok: false, error: "This reservation was not found." });
  });

  it("an unpaid reservation expires after 30 minutes; a paid hold at hold_expires_at", async () => {
    const a = await start(0);
    const b = await start(1);
    if (a.kind !== "redirect" || b.kind !== "redirect") throw new Error("not started");
    await services().reservations.sandboxComplete(b.reservation.providerSessionId!, "paid");
    const t0 = services().clock.now.getTime();
    expect(await services().reservations.sweep(new Date(t0 + 30 * 60_000 - 1))).toBe(0);
    expect(await services().reservations.sweep(new Date(t0 + 30 * 60_000))).toBe(1);
    expect((await services().reservations.byToken(a.reservation.token))!.status).toBe("expired");
    expect(await services().reservations.sweep(new Date(t0 + 48 * HOUR))).toBe(1);
    expect((await services().reservations.byToken(b.reservation.token))!.status).toBe("expired");
  });

  it("a payment completing after the car went to someone else is refunded automatically", async () => {
    const first = await start(0, "203.0.113.1");
    if (first.kind !== "redirect") throw new Error(first.kind);
    await services().reservations.sandboxComplete(first.reservation.providerSessionId!, "expired");
    const second = await start(0, "203.0.113.2");
    expect(second.kind).toBe("redirect");
    const late = await services().reservations.sandboxComplete(first.reservation.providerSessionId!, "paid");
    expect(late).toMatchObject({ status: "refunded", leadId: null });
    expect(await leads()).toHaveLength(0);
  });

  it("the dealer marks sold, releases or refunds", async () => {
    const a = await start(0);
    const b = await start(1);
    if (a.kind !== "redirect" || b.kind !== "redirect") throw new Error("not started");
    await services().reservations.sandboxComplete(a.reservation.providerSessionId!, "paid");
    await services().reservations.sandboxComplete(b.reservation.providerSessionId!, "paid");
    expect(await services().reservations.markSold(a.reservation.id)).toMatchObject({ status: "sold" });
    expect(services().reservations.heldCarIds(group()).has(a.reservation.carId)).toBe(true);
    expect(await start(0)).toEqual({ kind: "unavailable", reason: "sold" });
    expect(await services().reservations.refund(b.reservation.id)).toMatchObject({ status: "refunded" });
    expect(await services().reservations.release(a.reservation.id)).toMatchObject({ status: "released" });
    expect(await services().reservations.release(a.reservation.id)).toBeNull();
    const listed = await services().reservations.list({ groupSlug: group() });
    expect(listed.map((r) => r.status).sort()).toEqual(["refunded", "released"]);
  });

  it("one address cannot hold more than three unpaid reservations", async () => {
    for (let i = 0; i < 3; i++) expect((await start(i, "198.51.100.7")).kind).toBe("redirect");
    expect(await start(3, "198.51.100.7")).toMatchObject({ kind: "payment-error" });
  });

  it("a car without a payment processor on the group site reserves through the 'Reserve Car' lead path", async () => {
    const car = reservableCars(entry(), { withProcessor: false })[0];
    expect(services().reservations.mode(entry(), car)).toBe("lead");
    const result = await services().reservations.start({ entry: entry(), car, customer: CUSTOMER, origin });
    expect(result).toMatchObject({ kind: "lead" });
    const all = await leads();
    expect(all.map((l) => l.category)).toEqual(["Reserve Car"]);
    expect(services().reservations.heldCarIds(group()).has(String(car.id))).toBe(false);
  });
});
