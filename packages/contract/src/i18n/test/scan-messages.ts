import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds, by reading the source (no type checking: fast, and it never runs our code), every English sentence
 * the API or the contract's schemas can say to a person, so a test can ask the dictionary for its Bangla.
 * Where a sentence is built with `${...}`, the value becomes a placeholder: `Use at most ${max} characters`
 * is found as `Use at most {} characters`, and matches the dictionary's `Use at most {max} characters`.
 *
 * Where a sentence is found (the rules a new message must follow to be seen, see ADR 025):
 * - API: every string in the arguments of `AppError.x(...)` / `new AppError(...)`; the initializer of a
 *   constant whose name says MESSAGE or NOT_FOUND; what a function named `...Message` returns.
 * - Contract: the value of a `message:` or `error:` property; the text argument of zod's checks (`.min`,
 *   `.max`, `.length`, `.regex`, `.refine`, ...); the same constants and functions as the API.
 * - Both: the value of a `detail:` property (a success body's sentence, said in the request's language
 *   like an error's); where that value names a constant (`detail: HIRING_LEAD_THANKS`), the constant's
 *   text, found by its name among the constants of the API and the contract.
 */
export interface FoundMessage {
  text: string;
  file: string;
  line: number;
}

const CONSTANT_NAME = /MESSAGE|NOT_FOUND/;
const MESSAGE_FUNCTION_NAME = /Message$/;
/** Properties that hold a sentence (in the contract, zod's `error:` too). */
const MESSAGE_PROPERTY = {
  api: /^(message|detail)$|Message$/,
  contract: /^(message|error|detail)$|Message$/,
};
/** Zod checks whose message is their second argument (the first is the bound or the pattern). */
const CHECKS_MESSAGE_SECOND = new Set([
  'min',
  'max',
  'length',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'regex',
  'refine',
  'size',
  'startsWith',
  'endsWith',
]);
/** Zod checks whose message is their first argument. */
const CHECKS_MESSAGE_FIRST = new Set([
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonempty',
  'uuid',
  'finite',
  'safe',
  'trim',
]);

/** Operators whose operands are compared, never said. */
const COMPARISONS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const NOT_SAID_PROPERTIES = new Set(['path', 'abort', 'when']);

/** A literal as the dictionary keys it, `${...}` as `{}`; undefined for anything that is not text. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => '{}' + span.literal.text).join('');
  }
  return undefined;
}

/** Every text literal inside `node`, skipping property names and code inside `${...}`. */
function textsWithin(node: ts.Node, out: ts.Node[]): void {
  if (literalText(node) !== undefined) {
    out.push(node);
    return;
  }
  if (ts.isPropertyAssignment(node)) {
    // Where an issue goes (`path: ['end_month']`) and its kind are not said to anyone.
    if (ts.isIdentifier(node.name) && NOT_SAID_PROPERTIES.has(node.name.text)) return;
    return textsWithin(node.initializer, out);
  }
  if (ts.isComputedPropertyName(node)) return;
  // A helper's arguments are its inputs (a role, a limit); its sentence is found where it is written.
  if (ts.isCallExpression(node)) return;
  // A comparison's operands are codes, not sentences (`refusal === 'x' ? ...`).
  if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return;
  ts.forEachChild(node, (child) => textsWithin(child, out));
}

function isAppErrorCall(node: ts.Node): node is ts.CallExpression | ts.NewExpression {
  if (ts.isNewExpression(node))
    return ts.isIdentifier(node.expression) && node.expression.text === 'AppError';
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'AppError'
  );
}

/** The constants a `detail:` names (`detail: A`, `detail: done ? A : B`), to be looked up by name. */
function namedConstants(node: ts.Node, out: Set<string>): void {
  if (ts.isIdentifier(node)) {
    if (/^[A-Z][A-Z0-9_]*$/.test(node.text)) out.add(node.text);
    return;
  }
  if (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) return;
  if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return;
  ts.forEachChild(node, (child) => namedConstants(child, out));
}

function messageNodes(source: ts.SourceFile, kind: 'api' | 'contract', named: Set<string>): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'detail') {
      namedConstants(node.initializer, named);
    }
    if (isAppErrorCall(node)) {
      for (const argument of node.arguments ?? []) textsWithin(argument, found);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (CONSTANT_NAME.test(node.name.text)) textsWithin(node.initializer, found);
      else if (MESSAGE_FUNCTION_NAME.test(node.name.text) && ts.isArrowFunction(node.initializer)) {
        textsWithin(node.initializer.body, found);
      }
    }
    if (
      ts.isFunctionDeclaration(node) &&
      node.name &&
      MESSAGE_FUNCTION_NAME.test(node.name.text) &&
      node.body
    ) {
      const body = node.body;
      const returns = (inner: ts.Node): void => {
        if (ts.isReturnStatement(inner) && inner.expression) textsWithin(inner.expression, found);
        else if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, returns);
      };
      ts.forEachChild(body, returns);
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      MESSAGE_PROPERTY[kind].test(node.name.text)
    ) {
      textsWithin(node.initializer, found);
    }
    if (kind === 'contract') {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const start = CHECKS_MESSAGE_SECOND.has(method) ? 1 : CHECKS_MESSAGE_FIRST.has(method) ? 0 : -1;
        if (start >= 0) {
          for (const argument of node.arguments.slice(start)) textsWithin(argument, found);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(root: string, skip: (relative: string) => boolean): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .filter((file) => !skip(file))
    .map((file) => path.join(root, file));
}

export function scanMessages(repoRoot: string): FoundMessage[] {
  const roots: { dir: string; kind: 'api' | 'contract'; skip: (file: string) => boolean }[] = [
    {
      dir: path.join(repoRoot, 'apps/api/src'),
      kind: 'api',
      // Test doubles of other services speak their protocol, not to our users.
      skip: (file) => file.startsWith('test') || path.basename(file).startsWith('fake-'),
    },
    {
      dir: path.join(repoRoot, 'packages/contract/src'),
      kind: 'contract',
      skip: (file) => file.startsWith('i18n'),
    },
  ];
  const messages: FoundMessage[] = [];
  const named = new Set<string>();
  const constants = new Map<string, FoundMessage[]>();
  const push = (out: FoundMessage[], source: ts.SourceFile, node: ts.Node) => {
    const text = literalText(node)!;
    if (!text.trim()) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    out.push({ text, file: path.relative(repoRoot, source.fileName), line });
  };
  for (const root of roots) {
    for (const file of sourceFiles(root.dir, root.skip)) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const node of messageNodes(source, root.kind, named)) push(messages, source, node);
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
          const texts: ts.Node[] = [];
          textsWithin(declaration.initializer, texts);
          const list = constants.get(declaration.name.text) ?? [];
          for (const node of texts) push(list, source, node);
          constants.set(declaration.name.text, list);
        }
      }
    }
  }
  for (const name of named) messages.push(...(constants.get(name) ?? []));
  return messages;
}
