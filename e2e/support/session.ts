import type { APIRequestContext, Page } from '@playwright/test';

export interface Session {
  access: string;
  user: { id: number };
}

/**
 * Signs in the way the web app would have left things (SPEC.md §4: access token and user id in
 * localStorage), without going through the form: CONVENTIONS.md §7, the form has its own tests.
 *
 * The storage is written by an init script, before the app's own code, on the page's next navigation:
 * loading the app once just to reach its storage cost a whole boot of the SPA per signed-in test. It is
 * written once per session (sessionStorage remembers it), so a test that signs out and navigates stays
 * signed out, and a second `useSession` on the same page (another account) still takes.
 */
export async function useSession(page: Page, session: Session) {
  await page.addInitScript(
    ([access, userId]: [string, string]) => {
      try {
        const applied = `e2e-session-applied:${userId}:${access.slice(-16)}`;
        if (window.sessionStorage.getItem(applied)) return;
        window.sessionStorage.setItem(applied, '1');
        window.localStorage.setItem('access', access);
        window.localStorage.setItem('user_id', userId);
      } catch {
        // about:blank and other opaque origins have no storage; the next navigation to the app will.
      }
    },
    [session.access, String(session.user.id)] as [string, string],
  );
}

export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<Session> {
  const response = await request.post('/api/user/auth/login/', { data: credentials });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
  const session = (await response.json()) as Session;
  await useSession(page, session);
  return session;
}
