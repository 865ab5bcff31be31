import noModuleCycle from './no-module-cycle.js';
import noUntranslatedText from './no-untranslated-text.js';

/** Rules of our own, for what no published plugin checks the way we need. */
export default {
  rules: {
    'no-module-cycle': noModuleCycle,
    // The same check with every file a unit (`units: ['apps/*/src/**']`), under its own name so both run.
    'no-file-cycle': noModuleCycle,
    'no-untranslated-text': noUntranslatedText,
  },
};
