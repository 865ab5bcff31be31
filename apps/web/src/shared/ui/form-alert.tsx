import type { ReactNode } from 'react';

/**
 * A whole form's error (the server's message, formatted per SPEC.md §8) in red under the fields, as §8
 * asks of the login dialog; role=alert so screen readers announce it at once.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
      {children}
    </div>
  );
}
