// One process per embedded data dir: PGlite has no postmaster.pid, and two processes writing the
// same folder would corrupt it silently, so we keep our own pid lock file beside it.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

export class DataDirInUseError extends Error {}

// Our own pid counts as alive too: a second open in this process would corrupt just the same.

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks "does it exist?"
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // exists, owned by someone else
  }
}

/** Takes the lock (or a stale one left by a killed process); returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (pid && alive(pid)) {
        throw new DataDirInUseError(
          `The embedded database ${dataDir} is in use by process ${pid}. Stop that process, or give this one ` +
            `another DATA_DIR (or a DATABASE_URL to share a PostgreSQL server).`,
        );
      }
      rmSync(file, { force: true }); // stale: its process is gone (killed or crashed)
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database ${dataDir}`);
}
