/**
 * Deletion from an open-addressing table with linear probing and no tombstones (the listing
 * index's id table and its sparse columns): the entry's position is emptied and each entry after
 * it, up to the next empty position, moves back into the gap unless its home lies cyclically
 * after the gap, so every entry stays reachable from its home.
 */
export function deleteAt(
  /** The position being emptied, and the table's size. */
  at: number,
  size: number,
  /** The home of the entry at a position, or -1 when it is empty. */
  homeAt: (position: number) => number,
  /** Copies the entry at `from` to `to`. */
  move: (from: number, to: number) => void,
  /** Empties a position. */
  clear: (position: number) => void,
): void {
  const after = (position: number) => (position + 1 === size ? 0 : position + 1);
  clear(at);
  for (let next = after(at), home = homeAt(next); home >= 0; next = after(next), home = homeAt(next)) {
    const stays = at <= next ? at < home && home <= next : at < home || home <= next;
    if (!stays) {
      move(next, at);
      clear(next);
      at = next;
    }
  }
}
