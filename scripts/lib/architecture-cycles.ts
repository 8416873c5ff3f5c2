/**
 * No import cycle between features: the strongly connected components (Tarjan) of the feature-to-feature
 * import graph, computed separately for src/server/features and src/web/features. Test files do not add
 * edges: a test may set up data through another feature without that feature depending on it.
 */
import {
  type FeatureLayer,
  isTestFile,
  type SourceFile,
  type SourceTree,
  type Violation,
} from './architecture-sources';

/** Feature → feature it imports → one import that shows the edge (the first by file and line). */
export type FeatureGraph = Map<string, Map<string, string>>;

export interface FeatureCycle {
  layer: FeatureLayer;
  features: string[];
  /** `a → b: file:line importerar '…'` for each edge inside the cycle. */
  edges: string[];
}

export function featureGraph(tree: SourceTree, sources: SourceFile[], layer: FeatureLayer): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const { file, imports } of sources) {
    const from = tree.featureOf(file);
    if (!from || from.layer !== layer || isTestFile(file)) continue;
    if (!graph.has(from.feature)) graph.set(from.feature, new Map());
    for (const ref of imports) {
      const to = ref.target ? tree.featureOf(ref.target) : null;
      if (!to || to.layer !== layer || to.feature === from.feature) continue;
      const edges = graph.get(from.feature)!;
      if (!edges.has(to.feature)) {
        edges.set(to.feature, `${tree.relative(file)}:${ref.line} importerar '${ref.specifier}'`);
      }
      if (!graph.has(to.feature)) graph.set(to.feature, new Map());
    }
  }
  return graph;
}

/** Tarjan's algorithm: the components of mutually reachable features, each sorted, in sorted order. */
export function stronglyConnected(graph: FeatureGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

export function featureCycles(tree: SourceTree, sources: SourceFile[], layer: FeatureLayer): FeatureCycle[] {
  const graph = featureGraph(tree, sources, layer);
  return stronglyConnected(graph)
    .filter((component) => component.length > 1)
    .map((features) => {
      const members = new Set(features);
      const edges = features.flatMap((from) =>
        [...(graph.get(from) ?? new Map<string, string>())]
          .filter(([to]) => members.has(to))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([to, example]) => `${from} → ${to}: ${example}`),
      );
      return { layer, features, edges };
    });
}

export function cycleViolations(tree: SourceTree, cycles: FeatureCycle[]): Violation[] {
  return cycles.map((cycle) => ({
    rule: 'cycle' as const,
    file: tree.featuresDir(cycle.layer),
    message: `funktionscykel: ${cycle.features.length} funktioner importerar varandra (${cycle.features.join(', ')})`,
    details: cycle.edges,
  }));
}
