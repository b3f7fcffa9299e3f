// Deliberate cases in the Sunshine Motor Group stock (documented in sites/README.md). Each is an
// otherwise plain, reservable, in-stock car (see baseline()) with one thing changed.
import { DAY } from "./time.mjs";

const EDGE = (slug, car_type, description, want, apply) => ({ slug, car_type, description, want, apply });
const usedCentre = "sunshine-used-car-centre";
export const EDGE_CASES = [
  EDGE("edge-sold-1-day", "used", "sold 1 day before generation: inside the 3-day sold retention window", { d: usedCentre, make: "Toyota", model: "Corolla" }, (c, x) => Object.assign(c, { status: "sold", sold: true, sold_date_timestamp: x.now - 1 * DAY })),
  EDGE("edge-sold-10-days", "used", "sold 10 days before generation: outside the retention window", { d: usedCentre, make: "Mazda", model: "CX-5" }, (c, x) => Object.assign(c, { status: "sold", sold: true, sold_date_timestamp: x.now - 10 * DAY, created_at_timestamp: x.now - 40 * DAY })),
  EDGE("edge-coming-soon", "new", "status coming_soon", { d: "sunshine-toyota", model: "LandCruiser 300" }, (c) => Object.assign(c, { status: "coming_soon" })),
  EDGE("edge-reserved", "used", "reserved true", { d: usedCentre, make: "Ford", model: "Ranger" }, (c) => Object.assign(c, { reserved: true })),
  EDGE("edge-not-reservable", "used", "reservable false", { d: usedCentre, make: "Hyundai", model: "Tucson" }, (c) => Object.assign(c, { reservable: false })),
  EDGE("edge-test-drive-only", "demo", "tag 'Test Drive Only'", { d: "sunshine-kia", model: "EV5" }, (c) => Object.assign(c, { tag: "Test Drive Only" })),
  EDGE("edge-test-drive-vehicle-only", "demo", "tag 'Test Drive Vehicle Only*' (the starred variant)", { d: "sunshine-hyundai", model: "Ioniq 5" }, (c) => Object.assign(c, { tag: "Test Drive Vehicle Only*" })),
  EDGE("edge-special", "new", "tag 'Special'", { d: "sunshine-mazda", model: "CX-30" }, (c) => Object.assign(c, { tag: "Special" })),
  EDGE("edge-preorder", "new", "tag 'Pre-order', preorder true, price 0 (shows PREORDER)", { d: "sunshine-byd", model: "Shark 6" }, (c) => Object.assign(c, { tag: "Pre-order", preorder: true, price: 0 })),
  EDGE("edge-price-0", "used", "price 0", { d: usedCentre, make: "Holden", model: "Barina" }, (c) => Object.assign(c, { price: 0 })),
  EDGE("edge-price-10", "used", "price 10 (not shown: price shows only above 10)", { d: usedCentre, make: "Holden", model: "Commodore" }, (c) => Object.assign(c, { price: 10 })),
  EDGE("edge-price-11", "used", "price 11 (shown)", { d: usedCentre, make: "Suzuki", model: "Swift" }, (c) => Object.assign(c, { price: 11 })),
  EDGE("edge-price-200", "used", "price 200 (not reservable online: needs above 200)", { d: usedCentre, make: "Kia", model: "Picanto" }, (c) => Object.assign(c, { price: 200 })),
  EDGE("edge-price-201", "used", "price 201 (reservable online)", { d: usedCentre, make: "Honda", model: "Jazz" }, (c) => Object.assign(c, { price: 201 })),
  EDGE("edge-before-price-higher", "new", "before_price 3,000 above price (was-price shown)", { d: "sunshine-hyundai", model: "Tucson" }, (c) => Object.assign(c, { before_price: c.price + 3000 })),
  EDGE("edge-before-price-lower", "new", "before_price 1,500 below price (was-price not shown)", { d: "sunshine-kia", model: "Sportage" }, (c) => Object.assign(c, { before_price: c.price - 1500 })),
  EDGE("edge-market-499", "used", "autograb average_market_price = price + 499 (no below-market badge)", { d: usedCentre, make: "Mazda", model: "Mazda3" }, (c) => Object.assign(c, { price: 24990, autograb_data: { average_market_price: 25489, state_average_market_price: null } })),
  EDGE("edge-market-500", "used", "autograb average_market_price = price + 500 (below-market badge)", { d: usedCentre, make: "Toyota", model: "RAV4" }, (c) => Object.assign(c, { price: 32990, autograb_data: { average_market_price: 33490, state_average_market_price: null } })),
  EDGE("edge-market-state-above", "used", "average_market_price = price + 200 but state_average_market_price = price + 700: the state average decides (badge)", { d: usedCentre, make: "Kia", model: "Cerato" }, (c) => Object.assign(c, { price: 19990, autograb_data: { average_market_price: 20190, state_average_market_price: 20690 } })),
  EDGE("edge-market-state-below", "used", "average_market_price = price + 900 but state_average_market_price = price + 300: the state average decides (no badge)", { d: usedCentre, make: "Nissan", model: "X-Trail" }, (c) => Object.assign(c, { price: 27990, autograb_data: { average_market_price: 28890, state_average_market_price: 28290 } })),
  EDGE("edge-no-images", "used", "no images: primary_image_url null, images [], thumbnails [], photos_count 0", { d: usedCentre, make: "Mitsubishi", model: "Triton" }, (c) => Object.assign(c, { primary_image_url: null, images: [], thumbnails: [], photos_count: 0 })),
  EDGE("edge-no-logo-make", "new", "make GWM, whose manufacturer entry has logo null (all GWM cars share this)", { d: "sunshine-gwm", model: "Cannon" }, () => {}),
  EDGE("edge-unsafe-description", "used", "description.body holds <script>alert(1)</script> and an onclick attribute (for the sanitiser)", { d: usedCentre, make: "Volkswagen", model: "Golf" }, (c) => Object.assign(c, { description: { body: '<p>One owner, full service history and two keys.</p><script>alert(1)</script><p onclick="alert(2)">Click here for a <strong>special</strong> offer.</p>' } })),
  EDGE("edge-test-key", "used", "only payment processor has a test-mode key (pk_test_...)", { d: usedCentre, make: "Subaru", model: "Forester" }, (c) => { c.payment_processors = [{ ...c.payment_processors[0], authorization_key: "pk_test_demo_sunshine_used_car_centre" }]; }),
  EDGE("edge-empty-key", "used", "payment processor with an empty authorization_key", { d: usedCentre, make: "Isuzu", model: "D-Max" }, (c) => { c.payment_processors = [{ ...c.payment_processors[0], authorization_key: "" }]; c.has_checkout_payment_processor = false; }),
  EDGE("edge-no-processor", "used", "no payment processors", { d: usedCentre, make: "Tesla", model: "Model 3" }, (c) => { c.payment_processors = []; c.has_checkout_payment_processor = false; }),
  EDGE("edge-hidden", "used", "show_on_dealer_website false", { d: usedCentre, make: "BMW", model: "X3" }, (c) => Object.assign(c, { show_on_dealer_website: false })),
  EDGE("edge-subscription", "used", "subscription_price set (weekly)", { d: usedCentre, make: "MG", model: "ZS" }, (c) => Object.assign(c, { subscription_price: 169 })),
  EDGE("edge-history-report", "used", "file: a history report link", { d: usedCentre, make: "Toyota", model: "HiLux" }, (c) => Object.assign(c, { file: `/demo-files/history-${c.id}.pdf` })),
  EDGE("edge-created-1-day", "new", "created 1 day before generation (just arrived)", { d: "sunshine-toyota", model: "RAV4" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 1 * DAY })),
  EDGE("edge-created-7-days", "new", "created 7 days before generation (just arrived, inside the 8-day window)", { d: "sunshine-mazda", model: "CX-5" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 7 * DAY })),
  EDGE("edge-created-8-days", "new", "created exactly 8 days before generation (on the boundary: no longer just arrived)", { d: "sunshine-ford", model: "Everest" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 8 * DAY })),
  EDGE("edge-created-9-days", "new", "created 9 days before generation (outside the window)", { d: "sunshine-kia", model: "Seltos" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 9 * DAY })),
];

// Cars with a 360-spin id (a stock field): their gallery offers the integrator's spin viewer.
export const SPIN_CARS = ["edge-price-201", "edge-created-1-day", "edge-special"];
