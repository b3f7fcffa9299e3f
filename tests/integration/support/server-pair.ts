// Two app servers on one fresh PostgreSQL database, for what a group's servers share (tables,
// NOTIFY, one-time tokens). The first migrates; the second finds the schema in place.
import { startPostgres } from "./postgres";
import { startServer, type RunningServer } from "./server";

export interface ServerPair {
  a: RunningServer;
  b: RunningServer;
  stop(): Promise<void>;
}

export async function serversOnPostgres(database: string, env: Record<string, string>): Promise<ServerPair> {
  const postgres = await startPostgres();
  const started: RunningServer[] = [];
  const stop = async () => {
    for (const server of started) await server.stop();
    await postgres.stop();
  };
  try {
    const withDatabase = { ...env, DATABASE_URL: await postgres.createDatabase(database) };
    started.push(await startServer(withDatabase));
    started.push(await startServer(withDatabase));
  } catch (error) {
    await stop();
    throw error;
  }
  return { a: started[0], b: started[1], stop };
}
