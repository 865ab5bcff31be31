import type { APIRequestContext, Page } from '@playwright/test';

export interface Session {
  access: string;
  user: { id: number };
}

/**
 * Signs in the way the web app would have left things (SPEC.md §4: access token and user id in
 * localStorage), without going through the form: CONVENTIONS.md §7, the form has its own tests.
 */
export async function useSession(page: Page, session: Session) {
  await page.goto('/this-page-only-sets-storage');
  await page.evaluate(
    ([access, userId]: [string, string]) => {
      window.localStorage.setItem('access', access);
      window.localStorage.setItem('user_id', userId);
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
