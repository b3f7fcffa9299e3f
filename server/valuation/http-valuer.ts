// The valuation over the AutoGrab-shaped API (VALUATION_API_URL): built by the val-http branch.
import type { Env } from "../env";
import type { Valuer } from "./port";

export function createHttpValuer(env: Env): Valuer {
  void env;
  throw new Error("createHttpValuer: built by the val-http branch");
}
