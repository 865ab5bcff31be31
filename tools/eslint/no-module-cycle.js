/**
 * No import cycle between units: API modules, web features, packages (issue 15 item 1). `import-x/no-cycle`
 * follows one file's imports to the same file, so resumes/service.ts -> job-seeker/candidate.ts and
 * job-seeker/routes.ts -> resumes/print.ts pass it though the two modules depend on each other. This rule
 * reads the whole tree (module-graph.js) and flags every import in the linted file that leaves its unit for
 * a unit that leads back to it, naming the cycle and one import on each of its steps.
 *
 * The tree is read once per lint process: under `npm run lint` that is the state checked. In an editor, the
 * linted file is read as it is on screen, the others as they were when the ESLint server started.
 */
import path from 'node:path';
import { ModuleGraph, relativePath } from './module-graph.js';

const graphs = new Map();

function graphFor(options) {
  const key = JSON.stringify(options);
  if (!graphs.has(key)) graphs.set(key, new ModuleGraph(options));
  return graphs.get(key);
}

/** The string a node names as its module, when it is one literal. */
const literalSource = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node : undefined;

const allTypes = (specifiers, kindOf) =>
  specifiers.length > 0 && specifiers.every((specifier) => kindOf(specifier) === 'type');

/** What the file loads at run time (type-only imports vanish, as for module-graph.js's parser). */
function runtimeImport(node) {
  switch (node.type) {
    case 'ImportDeclaration':
      if (node.importKind === 'type' || allTypes(node.specifiers, (each) => each.importKind))
        return undefined;
      return node.source;
    case 'ExportNamedDeclaration':
      if (node.exportKind === 'type' || allTypes(node.specifiers, (each) => each.exportKind))
        return undefined;
      return node.source ?? undefined;
    case 'ExportAllDeclaration':
      return node.exportKind === 'type' ? undefined : node.source;
    case 'ImportExpression':
      return literalSource(node.source);
    case 'CallExpression':
      return node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length > 0
        ? literalSource(node.arguments[0])
        : undefined;
    case 'TSImportEqualsDeclaration':
      return node.importKind !== 'type' && node.moduleReference.type === 'TSExternalModuleReference'
        ? literalSource(node.moduleReference.expression)
        : undefined;
    default:
      return undefined;
  }
}

const describeStep = (step) => `${step.file}:${step.line} imports '${step.specifier}'`;

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No import cycle between units (API modules, web features, packages), however many files it goes through.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          units: { type: 'array', items: { type: 'string', pattern: '/\\*\\*?$' }, minItems: 1 },
          ignore: { type: 'array', items: { type: 'string' } },
        },
        required: ['units'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle between {{count}} units: {{units}} ({{steps}}). Move what they share to the unit lower ' +
        'down (its public service or index) or to a smaller unit both can import.',
    },
  },
  create(context) {
    const { root = context.cwd, units, ignore = [] } = context.options[0];
    const graph = graphFor({ root, unitPatterns: units, ignore });
    const relativeFile = relativePath(root, path.resolve(context.filename));
    if (!graph.unitOfFile(relativeFile)) return {};

    const sources = [];
    const collect = (node) => {
      const source = runtimeImport(node);
      if (source) sources.push(source);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      CallExpression: collect,
      TSImportEqualsDeclaration: collect,
      'Program:exit'() {
        const text = context.sourceCode.text;
        const imports = sources.map((source) => ({ specifier: source.value, start: source.range[0] }));
        const edges = graph.edgesOf(relativeFile, imports, text);
        for (const edge of edges) {
          const cycle = graph.cycleThrough(edge);
          if (!cycle) continue;
          context.report({
            node: sources.find((source) => source.range[0] === edge.start),
            messageId: 'cycle',
            data: {
              count: String(cycle.length),
              units: [...cycle.map((step) => step.from), edge.from].join(' -> '),
              steps: cycle.map(describeStep).join('; '),
            },
          });
        }
      },
    };
  },
};
