// A catalog imported by a test (the Lingui vite plugin compiles `.po` on import, as the build does).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
