import noUntranslatedText from './no-untranslated-text.js';

/** Rules of our own, for what no published plugin checks the way we need. */
export default { rules: { 'no-untranslated-text': noUntranslatedText } };
