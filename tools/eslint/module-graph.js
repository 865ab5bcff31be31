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
 */
export function unitOf(relativeFile, unitPatterns) {
  for (const pattern of unitPatterns) {
    const parent = pattern.replace(/\/\*$/, '');
    if (!relativeFile.startsWith(`${parent}/`)) continue;
    const rest = relativeFile.slice(parent.length + 1).split('/');
    if (rest.length > 1) return `${parent}/${rest[0]}`;
  }
  return undefined;
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
      for (const file of sourceFiles(path.join(root, pattern.replace(/\/\*$/, '')))) this.#scan(file);
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

  /**
   * A cycle that the import `edge` closes, as its steps from `edge.from` round to it, with one real import on
   * each, or undefined. The search runs from `edge.to` and stops on reaching `edge.from`, so it never follows
   * an import out of the linted file's unit: the linted file is read only from `edge` (the text ESLint
   * holds, which an editor may not have saved), never from disk.
   */
  cycleThrough(edge) {
    const neighbours = (unit) => [...(this.candidates.get(unit)?.keys() ?? [])].sort();
    const realImports = (from, to) =>
      [...(this.candidates.get(from)?.get(to) ?? [])]
        .sort()
        .flatMap((file) => this.realEdgesOf(file).filter((each) => each.to === to));
    // The units that could reach edge.from at all, by candidate imports: the search parses no file elsewhere.
    const reachesStart = new Set([edge.from]);
    for (let grew = true; grew;) {
      grew = false;
      for (const unit of this.candidates.keys()) {
        if (!reachesStart.has(unit) && neighbours(unit).some((next) => reachesStart.has(next))) {
          reachesStart.add(unit);
          grew = true;
        }
      }
    }
    // Breadth first: the shortest cycle, so the message stays readable.
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
        if (cameBy.has(next) || !reachesStart.has(next)) continue;
        const imports = realImports(unit, next);
        if (imports.length === 0) continue;
        cameBy.set(next, imports[0]);
        queue.push(next);
      }
    }
    return undefined;
  }
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
