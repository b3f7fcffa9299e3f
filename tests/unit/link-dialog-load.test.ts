// A link dialog's load that fails stays in the dialog (UNREACHABLE); a navigation's failure is the route's.
import { describe, expect, it, vi } from "vitest";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { dialogLoadHref, isUnreachable, linkDialogClientLoader, UNREACHABLE } from "~/lib/link-dialog-load";

const args = (path: string, serverLoader: () => Promise<unknown>) =>
  ({ request: new Request(`http://sunshine.localhost${path}`), params: {}, serverLoader }) as unknown as ClientLoaderFunctionArgs;
const dropped = () => Promise.reject(new TypeError("Failed to fetch"));

describe("a link dialog's load", () => {
  it("is the page's own URL, marked", () => {
    expect(dialogLoadHref("/enquire?car_id=a&form=quick-enquiry")).toBe("/enquire?car_id=a&form=quick-enquiry&dialog=1");
    expect(dialogLoadHref("/contact-us/sunshine-kia")).toBe("/contact-us/sunshine-kia?dialog=1");
  });

  it("passes the page's data through", async () => {
    expect(await linkDialogClientLoader(args(dialogLoadHref("/enquire?car_id=a"), async () => ({ view: 1 })))).toEqual({ view: 1 });
  });

  it("turns a dropped connection or a refused load into UNREACHABLE", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await linkDialogClientLoader(args(dialogLoadHref("/enquire?car_id=a"), dropped))).toBe(UNREACHABLE);
    const refused = () => Promise.reject(new Response("Not Found", { status: 404 }));
    expect(isUnreachable(await linkDialogClientLoader(args(dialogLoadHref("/contact-us/x"), refused)))).toBe(true);
  });

  it("leaves a navigation's failure to the route's error boundary", async () => {
    await expect(linkDialogClientLoader(args("/enquire?car_id=a", dropped))).rejects.toThrow("Failed to fetch");
    expect(isUnreachable({ view: 1 })).toBe(false);
  });
});
