// The sandbox's hosted checkout page (PAYMENTS=sandbox), its loader and action called with plain
// Requests: labelled as a test payment, Pay and Cancel drive the reservation and return to the site.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { expect, it } from "vitest";
import { action, loader } from "~/routes/sandbox-checkout.$session";
import { formPost, get, thrown } from "./support/leads";
import { CUSTOMER, reservableCars, useReservationServices } from "./support/reservations";

const services = useReservationServices();

const site = "sunshine";
async function session() {
  const result = await services().reservations.start({ entry: services().entry(site), car: reservableCars(services().entry(site))[0], customer: CUSTOMER, origin: "http://sunshine.localhost" });
  if (result.kind !== "redirect") throw new Error(result.kind);
  return result.reservation;
}
const load = (id: string, on = site) => loader({ request: get(on, `/sandbox-checkout/${id}`), context: services().context(on), params: { session: id } } as LoaderFunctionArgs);
const press = (id: string, intent: string) =>
  action({ request: formPost(site, `/sandbox-checkout/${id}`, { intent }), context: services().context(site), params: { session: id } } as ActionFunctionArgs);

it("shows the deposit and reservation for an open session", async () => {
  const r = await session();
  expect(await load(r.providerSessionId!)).toEqual({
    number: r.number,
    carTitle: r.carTitle,
    amount: "$200 AUD",
    open: true,
    status: "pending",
    reservationPath: `/reservation/${r.token}`,
  });
});

it("Pay marks the deposit paid and returns to the reservation page (303)", async () => {
  const r = await session();
  const res = (await press(r.providerSessionId!, "pay")) as Response;
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`/reservation/${r.token}`);
  expect((await services().reservations.byToken(r.token))!.status).toBe("paid");
  expect((await load(r.providerSessionId!)).open).toBe(false);
});

it("Cancel releases the car at once", async () => {
  const r = await session();
  const res = (await press(r.providerSessionId!, "cancel")) as Response;
  expect(res.headers.get("location")).toBe(`/reservation/${r.token}?checkout=cancelled`);
  expect((await services().reservations.byToken(r.token))!.status).toBe("released");
  expect(services().reservations.heldCarIds(services().entry(site).group.group.slug).has(r.carId)).toBe(false);
});

it("an unknown session, or one of another site, is a 404; an unknown intent a 400", async () => {
  const r = await session();
  expect((await thrown(() => load("sbx_AAAAAAAAAAAAAAAAAAAAAA"))).status).toBe(404);
  expect((await thrown(() => load("../../etc"))).status).toBe(404);
  expect((await thrown(() => load(r.providerSessionId!, "tamaki"))).status).toBe(404);
  expect(((await press(r.providerSessionId!, "refund")) as Response).status).toBe(400);
  expect((await services().reservations.byToken(r.token))!.status).toBe("pending");
});
