/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate a typo most likely meant, or undefined when none is close: same letters in another case, the
 * value as the last part of a dotted name ("isSubscriber" → "member.isSubscriber"), or a small edit distance
 * (at most a third of the word, and at least 1).
 */
export function closestMatch(value: string, candidates: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  const sameLetters = candidates.find((c) => c.toLowerCase() === lower);
  if (sameLetters !== undefined) return sameLetters;
  const dottedTail = candidates.find((c) => c.toLowerCase().endsWith(`.${lower}`));
  if (dottedTail !== undefined) return dottedTail;
  const limit = Math.max(1, Math.floor(value.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: a far longer or shorter word is never close (and a very
    // long value is not compared letter by letter).
    if (Math.abs(candidate.length - value.length) > limit) continue;
    const distance = levenshtein(lower, candidate.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}
