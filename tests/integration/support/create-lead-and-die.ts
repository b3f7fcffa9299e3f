// Child process of the durability test: stores one lead, prints its id, then SIGKILLs itself at
// once, so nothing (no close, no exit handler, no flush) runs after createLead resolved.
import { writeSync } from "node:fs";
import { openDatabase } from "../../../server/db/open";
import { createLead } from "../../../server/leads/repository";

const db = await openDatabase({ DATA_DIR: process.env.DATA_DIR ?? "", DATABASE_URL: process.env.DATABASE_URL || undefined });
const { id } = await createLead(db, {
  siteSlug: "city-motors",
  category: "Test Drive Booking",
  payload: { name: "Kill Test", email: "kill@example.com", marker: process.env.MARKER },
});
writeSync(1, `${id}\n`); // synchronous: the id is out before the kill
process.kill(process.pid, "SIGKILL");
