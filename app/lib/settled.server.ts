// A deferred value sent with the page when it is ready, after it when it is not (issue 18).

const PENDING: unique symbol = Symbol("pending");

/**
 * A promise's value, boxed, if it settles from work already under way, before the event loop turns
 * (an embedded search answers so: the page then sends the value with itself, with no second chunk of
 * data, no suspended render and no swap in the browser); null if it waits on I/O (an upstream
 * search: the page streams it after itself). A rejection that has happened is thrown.
 */
export async function settledValue<T>(promise: Promise<T>): Promise<{ value: T } | null> {
  const turn = new Promise<typeof PENDING>((resolve) => setImmediate(resolve, PENDING));
  const first = await Promise.race([promise, turn]);
  return first === PENDING ? null : { value: first as T };
}
