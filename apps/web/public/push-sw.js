/*
 * Dokkho's Web Push handlers (docs/decisions/037), registered at scope '/' by the notifications page when
 * someone turns notifications on for a device. Plain JavaScript, no imports and no build step, so that the
 * offline service worker of issue 20 (Workbox / vite-plugin-pwa) can take these same handlers with
 * `importScripts('/push-sw.js')` and be the one worker at '/'.
 *
 * The payload (the contract's PushPayload) is already worded in the reader's language by the server:
 * { id, title, body, link }.
 */

/* global self */

const ICON = '/push-icon-192.png';
const BADGE = '/push-badge-96.png';

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  // A push must show something (browsers penalise a silent one): without a readable payload, a plain
  // pointer to the bell.
  const title = (payload && payload.title) || 'Dokkho';
  const options = {
    body: (payload && payload.body) || '',
    icon: ICON,
    badge: BADGE,
    // One notification per Dokkho notification: a repeat replaces it instead of stacking.
    tag: payload && payload.id ? `dokkho-notification-${payload.id}` : 'dokkho-notification',
    data: { link: (payload && payload.link) || '/newDashboard/notifications' },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path of this site: the link is ours, but never follow one elsewhere.
  const target = new URL(event.notification.data?.link ?? '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab already on the page: bring it forward. Else any open Dokkho tab goes there; else a new one.
      const same = tabs.find((tab) => new URL(tab.url).href === target.href);
      if (same) return same.focus();
      const any = tabs.find((tab) => new URL(tab.url).origin === target.origin && 'navigate' in tab);
      if (any) {
        const focused = await any.focus();
        return focused.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});

// Nothing to cache here (issue 20 brings offline): take over at once so a new version of these handlers
// is the one that runs.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
