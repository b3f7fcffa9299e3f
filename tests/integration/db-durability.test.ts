// "No lead is ever lost": once createLead resolves the lead is committed, even if the process is
// killed that instant. A child process stores a lead and SIGKILLs itself; we reopen and look.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseEnv } from "../../server/db/open";
import { getLead } from "../../server/leads/repository";
import { testDatabases } from "./support/databases";

const script = fileURLToPath(new URL("./support/create-lead-and-die.ts", import.meta.url));

function createLeadInChild(env: DatabaseEnv, marker: string): Promise<{ id: string; signal: string | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL ?? "", MARKER: marker },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (_code, signal) => resolve({ id: stdout.trim(), signal, stderr }));
  });
}

describe.each(testDatabases({ pgliteOnDisk: true }))("kill after success on $name", (target) => {
  afterAll(() => target.cleanUp());

  it("a lead stored by a process killed right after createLead resolved is there on reopen", async () => {
    const env = await target.freshEnv();
    // Twice: the second child opens a data dir left behind by a killed process.
    const first = await createLeadInChild(env, "first");
    expect(first.stderr).toBe("");
    expect(first.signal).toBe("SIGKILL");
    const second = await createLeadInChild(env, "second");
    expect(second.signal).toBe("SIGKILL");

    const db = await openDatabase(env);
    try {
      for (const [run, marker] of [[first, "first"], [second, "second"]] as const) {
        expect(run.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(await getLead(db, run.id)).toMatchObject({
          name: "Kill Test",
          payload: { marker },
          delivery: { pending: 1 }, // and its outbox row: it will still be forwarded
        });
      }
    } finally {
      await db.close();
    }
  });
});
