// Builds the long-lived services once at start-up (each port with its adapter) and closes them at shutdown.
import type { Env } from "./env";
import type { Services } from "./context";
import type { SiteRegistry } from "./sites/registry";
import { createGeocoder } from "./geocoding";
import { openDatabase } from "./db/open";
import { startForwarder } from "./leads/forwarder";
import { createCarApi } from "./cars";
import { createSearchService, useTypesense } from "./search/service";
import { startStock } from "./stock/service";
import { createRateLimits } from "./rate-limits";
import { createReservationService } from "./reservations/service";
import { createValuationService } from "./valuation";
import { startEventRecorder } from "./analytics/recorder";
import { createChatBus, createChatService } from "./chat/service";
import { startMailer } from "./email";
import { createGarageService } from "./garage/service";
import { sessionSecret } from "./garage/secret";
import { captchaKey } from "./captcha/secret";
import { createCaptchaService } from "./captcha/service";
import { databaseReplayStore } from "./captcha/replay-store";
import { searchStock } from "./garage/stock";
import { sendDueAlerts, startAlertSchedule } from "./garage/alert-job";

export async function createServices(env: Env, registry: SiteRegistry): Promise<Services> {
  const secret = sessionSecret(env, registry); // before the database opens: a missing secret stops start-up cleanly
  const captchaSecret = captchaKey(env, registry);
  const db = await openDatabase(env);
  const captcha = createCaptchaService(captchaSecret, databaseReplayStore(db), { minFillMs: env.CAPTCHA_MIN_FILL_MS });
  // Leads are committed before success is shown; forwarding to the dealer's CRM happens after, with retries.
  const leadForwarder = startForwarder(db, {
    endpoint: env.LEADS_API_URL,
    onError: (error) => console.error("lead forwarder:", error),
  });
  const limits = await createRateLimits(env);
  const search = createSearchService(registry);
  const stock = await startStock(env, db, registry, search);
  await useTypesense(search, registry, env);
  const mailer = startMailer(env, db, registry);
  const cars = createCarApi(env, registry, search);
  const garage = createGarageService(secret, searchStock(search, cars));
  const services = {
    env,
    registry,
    db,
    leadForwarder,
    limits,
    geocoder: createGeocoder(env),
    cars,
    search,
    stock,
    events: startEventRecorder(db),
    valuations: createValuationService({ env, db, search }),
    mailer,
    garage,
    captcha,
    // Once a day (and from the admin mailbox's "Send alerts now"): new matches and price drops.
    alertSchedule: startAlertSchedule(() => sendDueAlerts({ db, registry, stock: garage.stock, secret }).then(() => mailer.wake())),
  };
  // 'Reserve Car' leads and a chat's first message go through the same lead store (and its limits) as the forms.
  const chat = createChatService({ db, limits, leads: services, bus: await createChatBus(env, db) });
  return { ...services, chat, reservations: await createReservationService({ env, db, registry, search, leads: services }) };
}

export async function closeServices(services: Services): Promise<void> {
  await services.reservations.stop?.();
  await services.chat.close();
  await services.stock.close();
  await services.leadForwarder.stop();
  services.alertSchedule.stop();
  await services.mailer.stop();
  await services.events.stop(); // the last events are written before the database closes
  await services.limits.close();
  await services.db.close();
}
