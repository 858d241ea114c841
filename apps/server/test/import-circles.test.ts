import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import circles in the server's sources (issue 35): none between files, none between modules. A circle
// means neither side can be read, tested or moved without the other; the fix is to move the shared piece
// down (a type file, a lower module), not to hide the import behind `import type` or a dynamic import,
// so both kinds count here.

const src = path.resolve(import.meta.dirname, '../src');

function sourceFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(src, file));
}

/** Each file's relative imports that name a file of the tree, read by the TypeScript scanner (comments and strings are not imports). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name))
      .filter((target) => existsSync(target));
    graph.set(file, targets);
  }
  return graph;
}

/** `modules/<name>` for a module's files; every other file is its own unit (their circles are file circles). */
function moduleOf(file: string): string | null {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === 'modules' && name ? `modules/${name}` : null;
}

function moduleGraph(files: Map<string, string[]>): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return new Map([...graph].map(([from, to]) => [from, [...to]]));
}

/** The strongly connected components with more than one member (Tarjan): each is one circle or a knot of them. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const relative = (component: string[]) => component.map((file) => path.relative(src, file));

describe('import circles in apps/server/src', () => {
  const files = importGraph();

  it('reads the tree it checks', () => {
    // A scan that finds nothing passes everything: make sure it sees the app and its edges.
    expect(files.get(path.join(src, 'app.ts'))?.length).toBeGreaterThan(20);
  });

  it('has no circle between files', () => {
    expect(circles(files).map(relative)).toEqual([]);
  });

  it('has no circle between modules', () => {
    expect(circles(moduleGraph(files))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const knot = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(knot)).toEqual([['a', 'b', 'c']]);
  });
});
