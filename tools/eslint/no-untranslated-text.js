/**
 * Every word the interface shows goes through Lingui (issue 16, ADR 024). Flags, in the web app:
 * - JSX text with a letter in it (`<p>Save</p>`), outside `<Trans>`;
 * - a string with a letter given to an attribute a person reads or hears (`aria-label="Close"`,
 *   `placeholder`, `title`, `alt`, `label`, ...), directly or as a plain template;
 * - a string with a letter as the value of a property a person reads in UI data (`{ label: 'Jobs' }`);
 * - the argument of `usePageTitle('...')`.
 * Strings inside a Lingui macro (`t`, `msg`, `plural`, `<Trans>`) are translated, so never flagged. Brand
 * and code-like strings go in `allow` (a list a reviewer sees), never through a disable comment.
 */
const USER_FACING_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'label',
  'description',
  'summary',
  'hint',
  'helperText',
  'emptyText',
  'emptyTitle',
  'message',
  'heading',
  'subtitle',
  'caption',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'actionLabel',
  'loadingLabel',
  'errorTitle',
]);
const USER_FACING_PROPERTIES = new Set([
  'label',
  'title',
  'summary',
  'description',
  'placeholder',
  'hint',
  'helperText',
  'message',
  'heading',
  'subtitle',
  'caption',
  'emptyText',
  'ariaLabel',
  'detail',
]);
const TITLE_CALLS = new Set(['usePageTitle']);
const HAS_LETTER = /\p{L}/u;

function isInsideLinguiMacro(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'TaggedTemplateExpression' && parent.tag.type === 'Identifier') {
      if (['t', 'msg'].includes(parent.tag.name)) return true;
    }
    if (parent.type === 'CallExpression' && parent.callee.type === 'Identifier') {
      if (['t', 'msg', 'plural', 'select', 'selectOrdinal', 'defineMessage'].includes(parent.callee.name))
        return true;
    }
    if (parent.type === 'JSXElement') {
      const name = parent.openingElement.name;
      if (name.type === 'JSXIdentifier' && ['Trans', 'Plural', 'Select', 'SelectOrdinal'].includes(name.name))
        return true;
    }
  }
  return false;
}

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Interface text goes through Lingui (t, msg, <Trans>) so it exists in English and Bangla.',
    },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Untranslated text "{{text}}": wrap it in <Trans> (or t`...`) from @lingui/react/macro.',
      attribute: 'Untranslated {{name}} "{{text}}": use t`...` from useLingui() (@lingui/react/macro).',
      property:
        'Untranslated {{name}} "{{text}}": use msg`...` (@lingui/core/macro) and show it with i18n._() or t().',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const needsTranslation = (text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      return HAS_LETTER.test(trimmed) && !allowed.has(trimmed);
    };
    const short = (text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
    };
    const checkValue = (valueNode, report) => {
      const candidates =
        valueNode?.type === 'ConditionalExpression'
          ? [valueNode.consequent, valueNode.alternate]
          : valueNode?.type === 'LogicalExpression'
            ? [valueNode.left, valueNode.right]
            : [valueNode];
      for (const candidate of candidates) {
        const text = literalText(candidate);
        if (text !== null && needsTranslation(text) && !isInsideLinguiMacro(candidate))
          report(candidate, text);
      }
    };
    return {
      JSXText(node) {
        if (needsTranslation(node.value) && !isInsideLinguiMacro(node)) {
          context.report({ node, messageId: 'text', data: { text: short(node.value) } });
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !USER_FACING_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        checkValue(value, (target, text) =>
          context.report({ node: target, messageId: 'attribute', data: { name, text: short(text) } }),
        );
      },
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : literalText(node.key);
        if (!name || !USER_FACING_PROPERTIES.has(name)) return;
        checkValue(node.value, (target, text) =>
          context.report({ node: target, messageId: 'property', data: { name, text: short(text) } }),
        );
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !TITLE_CALLS.has(node.callee.name)) return;
        checkValue(node.arguments[0], (target, text) =>
          context.report({
            node: target,
            messageId: 'attribute',
            data: { name: 'page title', text: short(text) },
          }),
        );
      },
    };
  },
};
