// A Lingui catalog (`locales/{en,bn}.po`), compiled when imported (the Lingui Vite plugin): tests that render
// in Bangla load one this way.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
