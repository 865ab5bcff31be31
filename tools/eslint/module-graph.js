/**
 * The graph of dependencies between units (an API module, a web feature, a package): an edge A -> B for
 * every import in a file of unit A that resolves to a file of unit B. `no-module-cycle` needs the whole tree
 * at once, so the graph is read from disk here rather than from ESLint's one-file-at-a-time view.
 *
 * Type-only imports are left out, as `import-x/no-cycle` leaves them out (docs/decisions/022): they vanish at
 * run time. Parsing every file with TypeScript to tell them apart took seconds per lint worker, so the tree
 * is first scanned with a regular expression that finds every specifier a file could load (a superset: it
 * also counts type-only imports and a specifier in a comment), and only the files whose imports could close
 * a cycle are parsed, when a cycle search reaches them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_FILE = /\.(ts|tsx|js|jsx|mts|mjs)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mts', '.mjs'];
/** `from 'x'`, `import 'x'`, `import('x')`, `require('x')`: every way a file names what it loads. */
const ANY_SPECIFIER = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** Unix separators, relative to the root: the form unit patterns, ignore globs and messages use. */
export const relativePath = (root, file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The unit a file belongs to, or undefined: the pattern `apps/api/src/modules/*` makes each folder under
 * apps/api/src/modules a unit (`apps/api/src/modules/resumes`); files beside those folders belong to none.
 * The pattern `apps/api/src/**` makes every file below apps/api/src a unit of its own (file-level cycles).
 */
export function unitOf(relativeFile, unitPatterns) {
  const parts = relativeFile.split('/');
  for (const pattern of unitPatterns) {
    const folders = unitParent(pattern).split('/');
    const below =
      parts.length > folders.length && folders.every((folder, i) => folder === '*' || folder === parts[i]);
    if (!below) continue;
    if (pattern.endsWith('/**')) return relativeFile;
    if (parts.length > folders.length + 1) return parts.slice(0, folders.length + 1).join('/');
  }
  return undefined;
}

/** The folder a unit pattern lies in: `packages/*` -> `packages`, `apps/*\/src/**` -> `apps/*\/src`. */
const unitParent = (pattern) => pattern.replace(/\/\*\*?$/, '');

/** The folders a parent with `*` segments names on disk (`apps/*\/src` -> apps/api/src, apps/web/src). */
function expandFolders(root, parent) {
  let folders = [root];
  for (const segment of parent.split('/')) {
    folders = folders.flatMap((folder) => {
      if (segment !== '*') return [path.join(folder, segment)];
      try {
        return readdirSync(folder, { withFileTypes: true })
          .filter(
            (entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'),
          )
          .map((entry) => path.join(folder, entry.name));
      } catch {
        return [];
      }
    });
  }
  return folders;
}

export const isIgnored = (relativeFile, ignore) =>
  ignore.some((glob) => path.matchesGlob(relativeFile, glob));

/** `import type`, `export type`, or braces that hold only `type` names: needed for types alone. */
function isTypeOnly(node) {
  const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
  if (ts.isImportDeclaration(node)) {
    if (!clause) return false; // `import './x'` runs x.
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const exported = node.exportClause;
  return (
    exported !== undefined &&
    ts.isNamedExports(exported) &&
    exported.elements.length > 0 &&
    exported.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * The specifiers a source text loads at run time (static imports, re-exports, `import()`, `require()`),
 * each with the offset of its string, read with TypeScript's parser (no type information).
 */
export function importsOf(text, fileName) {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const add = (literal) => {
    if (literal && ts.isStringLiteralLike(literal)) {
      found.push({ specifier: literal.text, start: literal.getStart(source) });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (!isTypeOnly(node)) add(node.moduleSpecifier);
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      if (!node.isTypeOnly && ts.isExternalModuleReference(reference)) add(reference.expression);
      return;
    }
    if (ts.isCallExpression(node)) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isDynamicImport || isRequire) && node.arguments.length > 0) add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every specifier the text could load, found without parsing (see the top of this file). */
export function candidateImportsOf(text) {
  return [...text.matchAll(ANY_SPECIFIER)].map((match) => ({
    specifier: match[2],
    start: match.index + match[0].length - match[2].length - 1,
  }));
}

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The workspaces' package names and folders, from the root package.json's `workspaces`. */
function readWorkspaces(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const workspaces = new Map();
  for (const folder of manifest.workspaces ?? []) {
    const dir = path.join(root, folder);
    try {
      const own = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      workspaces.set(own.name, { dir, exports: own.exports, main: own.main });
    } catch {
      // A workspace folder without a package.json has no name to import it by.
    }
  }
  return workspaces;
}

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // A unit folder that does not exist (yet) holds no files.
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name)) yield full;
  }
}

/**
 * The units of a tree and the imports between them, read once (a lint worker builds it on the first file it
 * lints). `unitPatterns`: folders whose subfolders are units (`apps/api/src/modules/*`, `packages/*`);
 * `ignore`: globs of files left out, such as tests (a test may seed through another module without the
 * modules depending on each other).
 */
export class ModuleGraph {
  constructor({ root, unitPatterns, ignore = [] }) {
    Object.assign(this, { root, unitPatterns, ignore });
    this.workspaces = readWorkspaces(root);
    this.resolved = new Map();
    /** Per file (relative): its unit, path and text, and its real edges once parsed. */
    this.files = new Map();
    /** unit -> unit -> files (relative) with a candidate import between them. */
    this.candidates = new Map();
    for (const pattern of unitPatterns) {
      for (const folder of expandFolders(root, unitParent(pattern))) {
        for (const file of sourceFiles(folder))
          if (!this.files.has(relativePath(root, file))) this.#scan(file);
      }
    }
  }

  #scan(file) {
    const relativeFile = relativePath(this.root, file);
    const unit = this.unitOfFile(relativeFile);
    if (!unit) return;
    const text = readFileSync(file, 'utf8');
    const record = { unit, file, text, edges: undefined };
    this.files.set(relativeFile, record);
    for (const edge of this.edgesOf(relativeFile, candidateImportsOf(text), text)) {
      if (!this.candidates.has(edge.from)) this.candidates.set(edge.from, new Map());
      const targets = this.candidates.get(edge.from);
      if (!targets.has(edge.to)) targets.set(edge.to, new Set());
      targets.get(edge.to).add(relativeFile);
    }
  }

  /** The unit of a file (relative path), or undefined when it belongs to none or is ignored. */
  unitOfFile(relativeFile) {
    const unit = unitOf(relativeFile, this.unitPatterns);
    return unit && !isIgnored(relativeFile, this.ignore) ? unit : undefined;
  }

  /** The imports (specifier, offset) of a file that leave its unit for another one, as edges with lines. */
  edgesOf(relativeFile, imports, text) {
    const from = this.unitOfFile(relativeFile);
    if (!from) return [];
    const absolute = path.join(this.root, relativeFile);
    const edges = [];
    for (const { specifier, start } of imports) {
      const target = this.resolve(absolute, specifier);
      const to = target && this.unitOfFile(relativePath(this.root, target));
      if (!to || to === from) continue;
      const line = text.slice(0, start).split('\n').length;
      edges.push({ from, to, file: relativeFile, line, specifier, start });
    }
    return edges;
  }

  /** The real (parsed) edges of a file of the tree. */
  realEdgesOf(relativeFile) {
    const record = this.files.get(relativeFile);
    record.edges ??= this.edgesOf(relativeFile, importsOf(record.text, record.file), record.text);
    return record.edges;
  }

  /**
   * The file a specifier loads, or undefined for a library outside the tree (or a path that does not
   * resolve: TypeScript reports that).
   */
  resolve(fromFile, specifier) {
    const key = specifier.startsWith('.') ? path.resolve(path.dirname(fromFile), specifier) : specifier;
    if (!this.resolved.has(key)) this.resolved.set(key, this.#resolveUncached(key, specifier));
    return this.resolved.get(key);
  }

  #resolveUncached(key, specifier) {
    if (specifier.startsWith('.')) return resolveFile(key);
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const workspace = this.workspaces.get(name);
    if (!workspace) return undefined;
    return resolveExport(workspace, specifier.slice(name.length + 1) || undefined);
  }

  /** The real imports from one unit to another (parsing the files that might hold one). */
  #realImports(from, to) {
    return [...(this.candidates.get(from)?.get(to) ?? [])]
      .sort()
      .flatMap((file) => this.realEdgesOf(file).filter((each) => each.to === to));
  }

  /**
   * The units that are in a cycle, each with the id of its strongly connected component, computed once
   * for the tree: first on the candidate imports (no parsing), then, inside each candidate component
   * only, on the real ones, so only files that could close a cycle are ever parsed.
   */
  #cyclicComponents() {
    if (this.cyclic) return this.cyclic;
    const candidateNext = (unit) => [...(this.candidates.get(unit)?.keys() ?? [])];
    const candidateGroups = stronglyConnected([...this.candidates.keys()], candidateNext).filter(
      (group) => group.length > 1,
    );
    const groupOf = new Map();
    candidateGroups.forEach((group, index) => group.forEach((unit) => groupOf.set(unit, index)));
    const realNext = (unit) =>
      candidateNext(unit).filter(
        (next) => groupOf.get(next) === groupOf.get(unit) && this.#realImports(unit, next).length > 0,
      );
    this.cyclic = new Map();
    let id = 0;
    for (const group of candidateGroups) {
      for (const component of stronglyConnected(group, realNext)) {
        if (component.length < 2) continue;
        id += 1;
        for (const unit of component) this.cyclic.set(unit, id);
      }
    }
    return this.cyclic;
  }

  /**
   * A cycle that the import `edge` closes, as its steps from `edge.from` round to it, with one real import on
   * each, or undefined. The linted file's own imports come from `edge` (the text ESLint holds, which an
   * editor may not have saved). When that import is also on disk, as under `npm run lint`, the components
   * answer at once; an unsaved one is searched for through the whole tree.
   */
  cycleThrough(edge) {
    const components = this.#cyclicComponents();
    const component = components.get(edge.from);
    const onDisk =
      this.files.has(edge.file) && this.realEdgesOf(edge.file).some((each) => each.to === edge.to);
    if (onDisk && (component === undefined || components.get(edge.to) !== component)) return undefined;
    const allowed = onDisk ? (unit) => components.get(unit) === component : () => true;
    const neighbours = (unit) =>
      [...(this.candidates.get(unit)?.keys() ?? [])].filter((next) => allowed(next)).sort();
    // Breadth first: the shortest cycle, so the message stays readable. Never out of the linted unit by its
    // files on disk: its imports are the ones in `edge`.
    const cameBy = new Map([[edge.to, undefined]]);
    const queue = [edge.to];
    while (queue.length > 0) {
      const unit = queue.shift();
      if (unit === edge.from) {
        const steps = [];
        for (let step = cameBy.get(unit); step !== undefined; step = cameBy.get(step.from))
          steps.unshift(step);
        return [edge, ...steps];
      }
      for (const next of neighbours(unit)) {
        if (cameBy.has(next)) continue;
        const imports = this.#realImports(unit, next);
        if (imports.length === 0) continue;
        cameBy.set(next, imports[0]);
        queue.push(next);
      }
    }
    return undefined;
  }
}

/** Tarjan's strongly connected components of the nodes reachable within `nodes` by `next`. */
function stronglyConnected(nodes, next) {
  const within = new Set(nodes);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!within.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

/** A path as written, with its extension swapped or added, or as a folder's index. */
function resolveFile(target) {
  const stem = target.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    target,
    ...RESOLVE_EXTENSIONS.map((extension) => `${stem}${extension}`),
    ...RESOLVE_EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
  return candidates.find((candidate) => SOURCE_FILE.test(candidate) && isFile(candidate));
}

/** A package's `exports` of the forms this repository uses: `"."`, `"./x"` and `"./*"` with one `*`. */
function resolveExport(workspace, subpath) {
  const exportsField = workspace.exports;
  if (exportsField === undefined || typeof exportsField === 'string') {
    return resolveFile(path.join(workspace.dir, subpath ?? exportsField ?? workspace.main ?? 'index'));
  }
  const wanted = subpath ? `./${subpath}` : '.';
  for (const [key, value] of Object.entries(exportsField)) {
    const target = typeof value === 'string' ? value : (value?.import ?? value?.default);
    if (typeof target !== 'string') continue;
    if (key === wanted) return resolveFile(path.join(workspace.dir, target));
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    if (wanted.length > before.length + after.length && wanted.startsWith(before) && wanted.endsWith(after)) {
      const middle = wanted.slice(before.length, wanted.length - after.length);
      return resolveFile(path.join(workspace.dir, target.replace('*', middle)));
    }
  }
  return undefined;
}
