/**
 * Maximum matching in a general graph: Edmonds' blossom algorithm, O(V³) (after the well-known e-maxx
 * formulation). Used where a backtracking search could blow up: it answers for sure whether every vertex can
 * be paired along allowed edges, and returns such a pairing.
 *
 * `allowed(a, b)` must be symmetric. Returns mate[v] (the partner of v) or -1 where v stays single.
 */
export function computeMaximumMatching(size: number, allowed: (a: number, b: number) => boolean): number[] {
  const adjacency: number[][] = Array.from({ length: size }, (_, a) =>
    Array.from({ length: size }, (_, b) => b).filter((b) => b !== a && allowed(a, b)),
  );
  const mate = Array.from({ length: size }, () => -1);
  const parent = Array.from({ length: size }, () => -1);
  const base = Array.from({ length: size }, (_, v) => v);
  const used = Array.from({ length: size }, () => false);
  const blossom = Array.from({ length: size }, () => false);
  const queue: number[] = [];

  const lowestCommonAncestor = (a: number, b: number): number => {
    const seen = Array.from({ length: size }, () => false);
    let x = a;
    for (;;) {
      x = base[x] as number;
      seen[x] = true;
      if (mate[x] === -1) break;
      x = parent[mate[x] as number] as number;
    }
    let y = b;
    for (;;) {
      y = base[y] as number;
      if (seen[y]) return y;
      y = parent[mate[y] as number] as number;
    }
  };

  const markPath = (start: number, ancestor: number, child: number) => {
    let v = start;
    let c = child;
    while (base[v] !== ancestor) {
      const m = mate[v] as number;
      blossom[base[v] as number] = true;
      blossom[base[m] as number] = true;
      parent[v] = c;
      c = m;
      v = parent[m] as number;
    }
  };

  const findPath = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let v = 0; v < size; v++) base[v] = v;
    used[root] = true;
    queue.length = 0;
    queue.push(root);
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head] as number;
      for (const to of adjacency[v] ?? []) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          const ancestor = lowestCommonAncestor(v, to);
          blossom.fill(false);
          markPath(v, ancestor, to);
          markPath(to, ancestor, v);
          for (let i = 0; i < size; i++) {
            if (blossom[base[i] as number]) {
              base[i] = ancestor;
              if (!used[i]) {
                used[i] = true;
                queue.push(i);
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          const next = mate[to] as number;
          used[next] = true;
          queue.push(next);
        }
      }
    }
    return -1;
  };

  for (let v = 0; v < size; v++) {
    if (mate[v] !== -1) continue;
    let end = findPath(v);
    while (end !== -1) {
      const previous = parent[end] as number;
      const previousMate = mate[previous] as number;
      mate[end] = previous;
      mate[previous] = end;
      end = previousMate;
    }
  }
  return mate;
}
