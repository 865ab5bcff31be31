import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { deletePushSubscription, savePushSubscription, usePushKey } from '../api/notifications';
import {
  currentSubscription,
  deviceLabel,
  pushSupport,
  subscribeThisBrowser,
  type PushSupport,
} from '../lib/push';

/** Where this device stands: still looking, off, on, or changing. */
type DeviceState = 'checking' | 'off' | 'on' | 'turning-on' | 'turning-off';

/**
 * "Get notifications on this device" (docs/decisions/037): the opt-in to Web Push, for this browser only.
 * The browser's permission is asked on the click, never on page load. A browser without push, or one
 * where Dokkho's notifications are blocked, gets a short explanation instead of a button that cannot
 * work; a server without push shows nothing.
 */
export function PushOptIn() {
  const key = usePushKey();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  // Only a browser that already allowed notifications can have a subscription to look for.
  const [state, setState] = useState<DeviceState>(() => (pushSupport() === 'granted' ? 'checking' : 'off'));
  /** What went wrong last: the browser refused to subscribe, or saving or removing it failed. */
  const [failed, setFailed] = useState<'browser' | 'on' | 'off' | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (pushSupport() !== 'granted') return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setState(subscription ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const publicKey = key.data?.public_key;
  if (!publicKey) return null;

  async function turnOn(publicKey: string) {
    setFailed(null);
    setDismissed(false);
    setState('turning-on');
    let result: Awaited<ReturnType<typeof subscribeThisBrowser>>;
    try {
      result = await subscribeThisBrowser(publicKey);
    } catch {
      // The browser's own refusal (a private window, no push service): no connection to check.
      setFailed('browser');
      setState('off');
      return;
    }
    try {
      if ('permission' in result) {
        setSupport(result.permission);
        // Closed without an answer: nothing changed, and the button stays for another try.
        if (result.permission === 'default') setDismissed(true);
        setState('off');
        return;
      }
      setSupport('granted');
      await savePushSubscription(result.subscription, deviceLabel(navigator.userAgent));
      setState('on');
    } catch {
      setFailed('on');
      setState('off');
    }
  }

  async function turnOff() {
    setFailed(null);
    setState('turning-off');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // Ours first: once the browser forgets it, its endpoint is the only way to name it.
        await deletePushSubscription(subscription.endpoint).catch((error: unknown) => {
          // Already gone on the server (a 404): the browser's side still has to go.
          if ((error as { status?: number }).status !== 404) throw error;
        });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed('off');
      setState('on');
    }
  }

  if (support === 'unsupported' || support === 'denied') {
    return (
      <section
        aria-labelledby="push-opt-in"
        className="mb-8 flex gap-3 rounded-card border border-slate-200 bg-slate-50 px-4 py-4 sm:px-5"
      >
        <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div>
          <h2 id="push-opt-in" className="font-semibold text-slate-900">
            {support === 'denied' ? (
              <Trans>Notifications are blocked on this device</Trans>
            ) : (
              <Trans>This browser can’t show notifications</Trans>
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {support === 'denied' ? (
              <Trans>
                You blocked notifications from Dokkho in this browser. To get them, allow notifications in the
                browser’s site settings, then come back to this page.
              </Trans>
            ) : (
              <Trans>
                You still get everything in the bell and by e-mail. On an iPhone, add Dokkho to your home
                screen first; on a computer or Android phone, a recent Chrome, Edge or Firefox can show them.
              </Trans>
            )}
          </p>
        </div>
      </section>
    );
  }

  const on = state === 'on' || state === 'turning-off';
  return (
    <section
      aria-labelledby="push-opt-in"
      aria-busy={state === 'checking' || state === 'turning-on' || state === 'turning-off'}
      className={clsx(
        'mb-8 rounded-card border px-4 py-4 sm:px-5',
        on ? 'border-primary-200 bg-primary-50' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          {on ? (
            <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-700" />
          ) : (
            <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
          )}
          <div>
            <h2 id="push-opt-in" className="font-semibold text-slate-900">
              <Trans>Get notifications on this device</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600" role="status">
              {on ? (
                <Trans>On for this device. You are told here even when Dokkho is closed.</Trans>
              ) : (
                <Trans>
                  Off for this device. Turn it on to be told of answers, applications and payments even when
                  Dokkho is closed.
                </Trans>
              )}
            </p>
          </div>
        </div>
        {on ? (
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={state !== 'on'}
            onClick={() => void turnOff()}
          >
            {state === 'turning-off' ? <Trans>Turning off…</Trans> : <Trans>Turn off</Trans>}
          </Button>
        ) : (
          <Button className="shrink-0" disabled={state !== 'off'} onClick={() => void turnOn(publicKey)}>
            {state === 'turning-on' ? <Trans>Turning on…</Trans> : <Trans>Turn on</Trans>}
          </Button>
        )}
      </div>
      {dismissed ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>The browser asked and got no answer. Press “Turn on” again and choose Allow.</Trans>
        </p>
      ) : null}
      {failed ? (
        <div className="mt-3">
          <FormAlert>
            {failed === 'browser' ? (
              <Trans>
                This browser would not turn notifications on. In a private or incognito window they cannot be;
                try a normal window.
              </Trans>
            ) : failed === 'on' ? (
              <Trans>Notifications could not be turned on. Check your connection and try again.</Trans>
            ) : (
              <Trans>Notifications could not be turned off. Check your connection and try again.</Trans>
            )}
          </FormAlert>
        </div>
      ) : null}
    </section>
  );
}
