import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Hourglass, Lock, PlayCircle, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import type { EventDetail } from '../api/types';
import { eventState } from '../lib/event-state';
import {
  FREE_CLASSES_PATH,
  freeClassBookingPath,
  masterclassRecordingPath,
  registerFormPath,
  registrationPath,
} from '../lib/paths';
import type { EventTicket } from '../lib/ticket';
import { SeatsLeft } from './event-facts';

function Box({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        {icon}
        <p className="text-lg font-bold text-slate-900">{title}</p>
      </div>
      {children ? <div className="mt-4 space-y-3">{children}</div> : null}
    </div>
  );
}

/**
 * What the visitor can do about this event now: register, join the waiting list, open their
 * registration, watch the recording, or why none of these is possible (cancelled, closed, ended).
 */
export function EventActionBox({ event, ticket }: { event: EventDetail; ticket: EventTicket | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const state = eventState(event, ticket, new Date());
  const registerPath =
    event.kind === 'masterclass' ? registerFormPath(event.id) : freeClassBookingPath(event.id);
  const wide = 'w-full';

  switch (state.kind) {
    case 'registered':
    case 'waitlisted': {
      const position = state.position === null ? null : format.number(state.position);
      return (
        <Box
          icon={
            state.kind === 'registered' ? (
              <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success-600" />
            ) : (
              <Hourglass aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
            )
          }
          title={state.kind === 'registered' ? t`You are registered` : t`You are on the waiting list`}
        >
          {position !== null ? (
            <p className="text-slate-700">{t`You are number ${position} in the queue.`}</p>
          ) : null}
          <Link
            to={registrationPath(event, ticket)}
            className={buttonClasses({ variant: 'primary', size: 'lg', className: wide })}
          >
            <Trans>See my registration</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Box>
      );
    }
    case 'ticket':
      return (
        <Box
          icon={<CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success-600" />}
          title={t`You registered from this device`}
        >
          <Link
            to={registrationPath(event, ticket)}
            className={buttonClasses({ variant: 'primary', size: 'lg', className: wide })}
          >
            <Trans>See my registration</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Box>
      );
    case 'cancelled':
      return (
        <Box
          icon={<XCircle aria-hidden="true" className="size-6 shrink-0 text-slate-500" />}
          title={t`This class was cancelled`}
        >
          <p className="text-slate-700">{t`Everyone registered was told by e-mail and SMS. Pick another free class or masterclass.`}</p>
          <Link to={FREE_CLASSES_PATH} className={buttonClasses({ variant: 'secondary', className: wide })}>
            <Trans>See upcoming classes</Trans>
          </Link>
        </Box>
      );
    case 'ended':
      return (
        <Box
          icon={<PlayCircle aria-hidden="true" className="size-6 shrink-0 text-primary-700" />}
          title={event.has_recording ? t`This class has ended: watch the recording` : t`This class has ended`}
        >
          {event.has_recording ? (
            <Link
              to={event.kind === 'masterclass' ? masterclassRecordingPath(event.id) : '#recording'}
              className={buttonClasses({ variant: 'accent', size: 'lg', className: wide })}
            >
              <PlayCircle aria-hidden="true" className="size-5" />
              <Trans>Watch the recording</Trans>
            </Link>
          ) : (
            <p className="text-slate-700">{t`The recording is added here when it is ready.`}</p>
          )}
          <Link to={FREE_CLASSES_PATH} className={buttonClasses({ variant: 'secondary', className: wide })}>
            <Trans>See upcoming classes</Trans>
          </Link>
        </Box>
      );
    case 'live':
    case 'closed':
      return (
        <Box
          icon={<Lock aria-hidden="true" className="size-6 shrink-0 text-slate-500" />}
          title={state.kind === 'live' ? t`This class has started` : t`Registration is closed`}
        >
          <p className="text-slate-700">
            {state.kind === 'live'
              ? t`Registration closed at the start. Registrants can still join from their registration page.`
              : t`The host closed registration for this class.`}
          </p>
          <Link to={FREE_CLASSES_PATH} className={buttonClasses({ variant: 'secondary', className: wide })}>
            <Trans>See upcoming classes</Trans>
          </Link>
        </Box>
      );
    case 'open':
      return (
        <Box
          icon={<CircleCheck aria-hidden="true" className="size-6 shrink-0 text-primary-700" />}
          title={event.is_full ? t`Every seat is taken` : t`Free to attend`}
        >
          <SeatsLeft event={event} />
          <Link
            to={registerPath}
            className={buttonClasses({ variant: 'accent', size: 'lg', className: wide })}
          >
            {event.is_full ? t`Join the waiting list` : t`Register free`}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Box>
      );
  }
}
