// The visitor's /reservation/{token} page and the dealer's /admin/reservations, called with plain
// Requests over the demo sites, the real reservation service and a real database (PGlite).
import { describe, expect, it } from "vitest";
import { reservationAction, reservationPage } from "~/models/reservation-page.server";
import { reservationsAdmin, reservationsAdminAction } from "~/models/admin-reservations.server";
import { formPost, get, outcome, thrown } from "./support/leads";
import { CUSTOMER, reservableCars, useReservationServices } from "./support/reservations";

const services = useReservationServices();

const site = "sunshine";
const AUTH = { authorization: `Basic ${Buffer.from("dealer:letmein").toString("base64")}` };

async function startReservation(index = 0) {
  const entry = services().entry(site);
  const car = reservableCars(entry)[index];
  const result = await services().reservations.start({ entry, car, customer: CUSTOMER, origin: "http://sunshine.localhost" });
  if (result.kind !== "redirect") throw new Error(result.kind);
  return { car, reservation: result.reservation };
}
const page = (token: string, query = "", on = site) => reservationPage(services().context(on), get(on, `/reservation/${token}${query}`), token, services().clock.now);
const pay = (sessionId: string | null) => services().reservations.sandboxComplete(sessionId!, "paid");

describe("the visitor's reservation page", () => {
  it("pending: waiting for payment confirmation, nothing held yet, cancel charges nothing", async () => {
    const { reservation } = await startReservation();
    const data = await page(reservation.token);
    expect(data.view).toMatchObject({ status: "pending", statusLabel: "Waiting for payment confirmation", holdEnd: null, amount: "$200 AUD" });
    expect(data.view.cancel?.text).toContain("nothing is charged");
  });

  it("paid: number, amount, hold end in the dealer's time zone, dealer contact, a refunding Cancel", async () => {
    const { reservation } = await startReservation();
    await pay(reservation.providerSessionId);
    const data = await page(reservation.token);
    expect(data.view.number).toBe(reservation.number);
    expect(data.view.statusLabel).toBe("Reserved");
    // Paid at 2026-03-02 01:00 UTC, held 48 hours: 11 am in Queensland (UTC+10).
    expect(data.view.holdEnd).toBe("Wednesday 4 March 2026 at 11:00 am AEST");
    expect(data.dealer.phone?.text).toMatch(/^07 /);
    expect(data.view.cancel?.button).toBe("Cancel and refund");
  });

  it("Cancel refunds within the window and answers 303 back to the page, which then says so", async () => {
    const { reservation } = await startReservation();
    await pay(reservation.providerSessionId);
    const res = await outcome(reservationAction(services().context(site), formPost(site, `/reservation/${reservation.token}`, { intent: "cancel" }), reservation.token));
    expect(res).toMatchObject({ status: 303, location: `/reservation/${reservation.token}?cancelled=refunded` });
    const data = await page(reservation.token, "?cancelled=refunded");
    expect(data.cancelled).toBe("refunded");
    expect(data.view.cancel).toBeNull();
    // A second cancel is refused with the service's words, not a 500.
    const again = await outcome(reservationAction(services().context(site), formPost(site, `/reservation/${reservation.token}`, { intent: "cancel" }), reservation.token));
    expect(again.status).toBe(409);
  });

  it("an unknown, malformed or other group's token is a 404; an unknown post is a 400", async () => {
    const { reservation } = await startReservation();
    for (const token of ["x", "A".repeat(30), "../../etc/passwd"]) expect((await thrown(() => page(token))).status).toBe(404);
    expect((await thrown(() => page(reservation.token, "", "tamaki"))).status).toBe(404);
    const res = await outcome(reservationAction(services().context(site), formPost(site, `/reservation/${reservation.token}`, { intent: "pay" }), reservation.token));
    expect(res.status).toBe(400);
  });
});

describe("the dealer's reservations", () => {
  it("needs the inbox password", async () => {
    expect((await thrown(() => reservationsAdmin(services().context(site), get(site, "/admin/reservations")))).status).toBe(401);
  });

  it("lists number, car, site, customer, status, amount, hold end and the moves each state allows", async () => {
    const paid = await startReservation(0);
    await pay(paid.reservation.providerSessionId);
    await startReservation(1);
    const list = await reservationsAdmin(services().context(site), get(site, "/admin/reservations", AUTH));
    const row = list.rows.find((r) => r.number === paid.reservation.number)!;
    expect(row).toMatchObject({ car: { slug: paid.car.slug }, site, status: "paid", amount: "$200 AUD", moves: ["sold", "release", "refund"] });
    expect(row.customer).toEqual({ name: "Jane Citizen", email: CUSTOMER.email, phone: CUSTOMER.phone });
    expect(row.holdEnd).toMatch(/AEST$/);
    expect(list.rows.find((r) => r.status === "pending")?.moves).toEqual(["release"]);
    const onlyPaid = await reservationsAdmin(services().context(site), get(site, "/admin/reservations?status=paid", AUTH));
    expect(onlyPaid.rows.map((r) => r.number)).toEqual([paid.reservation.number]);
  });

  it("Mark sold, then Refund, each a form post answered 303; a move on a settled reservation is a 409; garbage a 400", async () => {
    const { reservation } = await startReservation();
    await pay(reservation.providerSessionId);
    const move = (intent: string, id = reservation.id) => outcome(reservationsAdminAction(services().context(site), formPost(site, "/admin/reservations", { id, intent }, AUTH)));
    expect(await move("sold")).toMatchObject({ status: 303, location: `/admin/reservations?done=${encodeURIComponent(`${reservation.number} marked sold`).replace(/%20/g, "+")}` });
    expect((await move("refund")).status).toBe(303);
    expect((await move("release")).status).toBe(409);
    const list = await reservationsAdmin(services().context(site), get(site, `/admin/reservations?done=${encodeURIComponent(`${reservation.number} refunded`)}`, AUTH));
    expect(list.notice).toBe(`Reservation ${reservation.number} refunded.`);
    expect(list.rows[0]).toMatchObject({ status: "refunded", moves: [] });
    expect((await move("delete")).status).toBe(400);
    expect((await move("sold", "not-a-uuid")).status).toBe(400);
    expect((await thrown(() => reservationsAdminAction(services().context(site), formPost(site, "/admin/reservations", { id: reservation.id, intent: "sold" })))).status).toBe(401);
  });
});
