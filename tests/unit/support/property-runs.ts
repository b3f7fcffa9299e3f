// How many cases a property test tries: FC_NUM_RUNS when set; else its full count in CI (CI set, as CI
// services do) and a fifth of it locally, so a local run stays quick while CI searches as hard as asked.
export function propertyRuns(full = 100): number {
  const fromEnv = Number(process.env.FC_NUM_RUNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const inCi = Boolean(process.env.CI) && !["false", "0"].includes(process.env.CI!);
  return inCi ? full : Math.max(10, Math.ceil(full / 5));
}
