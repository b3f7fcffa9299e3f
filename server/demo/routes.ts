// The generated pictures' HTTP routes. The car pictures answer only on a demo site (its site file
// says `"demo": true`): elsewhere the path falls through to the page 404. The image-not-found picture
// is every site's fallback for a missing image, and the brand wordmarks are what group.json logos
// point to, so those two answer on every host.
import express, { type Response } from "express";
import type { SiteRegistry } from "../sites/registry";
import { renderCarSvg } from "./car-picture";
import { renderBrandLogoSvg, renderImageNotFoundSvg } from "./logos";

export function demoImageRoutes(registry: SiteRegistry): express.Router {
  const router = express.Router();
  const svg = (res: Response, body: string | null) => {
    if (!body) return res.status(404).type("text/plain").send("Not found");
    return res.type("image/svg+xml").set("Cache-Control", "public, max-age=86400").send(body);
  };
  router.get("/demo-images/image-not-found.svg", (_req, res) => svg(res, renderImageNotFoundSvg()));
  router.get("/demo-images/:name", (req, res, next) => {
    if (!registry.resolve(req.get("host"))?.site.demo) return next();
    svg(res, renderCarSvg(req.params.name));
  });
  router.get("/brand-logos/:file", (req, res) => {
    const slug = req.params.file.replace(/\.svg$/, "");
    const brand = registry.entries.flatMap((e) => e.group.group.manufacturers).find((m) => m.slug === slug);
    svg(res, brand ? renderBrandLogoSvg(brand.slug, brand.name) : null);
  });
  return router;
}
