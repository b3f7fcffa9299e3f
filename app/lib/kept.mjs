// Answers of a pure function of a string, kept: at most `limit` of them, all dropped when full (the
// keys a site uses are few; a flood of odd ones must not grow the memory). Plain JavaScript, typed by
// JSDoc, so slug.mjs, which runs before any build, can use it too.

/**
 * @template T
 * @param {number} limit
 * @param {(key: string) => T} answer
 * @returns {(key: string) => T}
 */
export function keptAnswers(limit, answer) {
  /** @type {Map<string, T>} */
  const kept = new Map();
  return (key) => {
    if (kept.has(key)) return /** @type {T} */ (kept.get(key));
    if (kept.size >= limit) kept.clear();
    const value = answer(key);
    kept.set(key, value);
    return value;
  };
}
