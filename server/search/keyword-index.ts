// The keyword part of the embedded index: per word, the docs holding it with the field's weight;
// a sorted vocabulary for prefix matches; and the per-doc score that ranks by relevance.
import { Bitset } from "./bitset";
import type { DocKind } from "./doc-kind";
import { SYNONYMS, foldText } from "./documents";

interface WordPostings {
  docs: Int32Array;
  weights: Uint8Array;
}

export interface QueryTerm {
  /** The word and the words it also means (SYNONYMS). */
  alternatives: string[];
  /** Quoted (a stock number): whole words only, no prefixes. */
  exact: boolean;
}

/**
 * The words of a prepared keyword. A word with inner punctuation is read joined ('CX-5' → 'cx5',
 * which the index also holds), a quoted one is exact, every other one also matches as a prefix.
 */
export function queryTerms(prepared: string): QueryTerm[] {
  const out: QueryTerm[] = [];
  for (const raw of prepared.trim().split(/\s+/)) {
    if (raw === "") continue;
    const exact = /^".+"$/.test(raw);
    const folded = foldText(raw.replace(/"/g, ""));
    const word = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean).join("");
    if (word === "") continue;
    const alternatives = [word, ...(SYNONYMS[word] ?? SYNONYMS[folded] ?? [])];
    out.push({ alternatives: [...new Set(alternatives)], exact });
  }
  return out;
}


export class KeywordIndex<D> {
  private readonly words = new Map<string, WordPostings>();
  private readonly vocabulary: string[];
  /** Per doc, the best weight of the term being scored (kept zeroed between uses). */
  private readonly scratchBest: Float64Array;
  private readonly size: number;

  constructor(docs: readonly D[], kind: Pick<DocKind<D>, "words">) {
    const n = docs.length;
    this.size = n;
    this.scratchBest = new Float64Array(n);
    const lists = new Map<string, { docs: number[]; weights: number[] }>();
    const cache = new Map<string, string[]>();
    for (let d = 0; d < n; d++) {
      for (const [word, weight] of kind.words(docs[d], cache)) {
        let list = lists.get(word);
        if (!list) lists.set(word, (list = { docs: [], weights: [] }));
        list.docs.push(d);
        list.weights.push(weight);
      }
    }
    for (const [word, list] of lists) {
      this.words.set(word, { docs: Int32Array.from(list.docs), weights: Uint8Array.from(list.weights) });
    }
    this.vocabulary = [...lists.keys()].sort();
  }

  private wordsFor(term: QueryTerm): string[] {
    const found: string[] = [];
    for (const alt of term.alternatives) {
      if (term.exact) {
        if (this.words.has(alt)) found.push(alt);
        continue;
      }
      // Every indexed word starting with the term, from the sorted vocabulary.
      let lo = 0;
      let hi = this.vocabulary.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.vocabulary[mid] < alt) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.vocabulary.length && this.vocabulary[i].startsWith(alt); i++) found.push(this.vocabulary[i]);
    }
    return found;
  }

  /** The docs matching every term (any of its words). */
  matching(terms: QueryTerm[]): Bitset {
    let result: Bitset | null = null;
    for (const term of terms) {
      const set = new Bitset(this.size);
      for (const word of this.wordsFor(term)) for (const d of this.words.get(word)!.docs) set.add(d);
      result = result ? result.and(set) : set;
    }
    return result ?? Bitset.full(this.size);
  }

  /**
   * Keyword score per matched doc, written into `total` (indexed by doc; the caller clears it):
   * per term its best word (field weight, doubled for a whole-word match).
   */
  scoreInto(terms: QueryTerm[], matched: Bitset, total: Float64Array): void {
    const best = this.scratchBest;
    for (const term of terms) {
      const touched: number[] = [];
      for (const word of this.wordsFor(term)) {
        const whole = term.alternatives.includes(word) ? 2 : 1;
        const { docs, weights } = this.words.get(word)!;
        for (let i = 0; i < docs.length; i++) {
          const d = docs[i];
          if (!matched.has(d)) continue;
          const s = weights[i] * whole;
          if (best[d] === 0) touched.push(d);
          if (s > best[d]) best[d] = s;
        }
      }
      for (const d of touched) {
        total[d] += best[d];
        best[d] = 0;
      }
    }
  }
}

/**
 * One doc's keyword score, the same sum scoreInto writes for it: the live index ranks hits from
 * two segments against each other with it.
 */
export function docScore(wordWeights: ReadonlyMap<string, number>, terms: QueryTerm[]): number {
  let total = 0;
  for (const term of terms) {
    let best = 0;
    for (const [word, weight] of wordWeights) {
      const whole = term.alternatives.includes(word);
      if (!whole && (term.exact || !term.alternatives.some((alt) => word.startsWith(alt)))) continue;
      best = Math.max(best, weight * (whole ? 2 : 1));
    }
    total += best;
  }
  return total;
}
