import type { NotificationKind, NotificationParams } from '@dokkho/contract/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Award,
  BadgeDollarSign,
  BellRing,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  FilePen,
  GraduationCap,
  HandCoins,
  MessageCircleQuestion,
  MessageSquareReply,
  Megaphone,
  MessagesSquare,
  Rocket,
  ReceiptText,
  Star,
  Video,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useFormat } from '../../../shared/i18n/format';
import { APPLICANT_STAGE_LABELS } from '../../../shared/labels/hiring';

/** Each kind's icon in the lists. */
export const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  certificate_issued: Award,
  order_paid: ReceiptText,
  application_stage: Briefcase,
  contact_request: Building2,
  application_received: UserPlus,
  affiliate_sale: BadgeDollarSign,
  payout_decided: HandCoins,
  course_published: Rocket,
  course_sent_back: FilePen,
  question_answered: MessageSquareReply,
  question_followed_up: MessagesSquare,
  course_announcement: Megaphone,
  question_asked: MessageCircleQuestion,
  review_received: Star,
  course_enrolled: GraduationCap,
  live_class_scheduled: CalendarClock,
  live_class_changed: CalendarX,
  live_class_recording: Video,
  live_class_reminder: BellRing,
  event_update: CalendarCheck,
};

/**
 * One notification in words, in the language on screen: the server keeps the kind and its parameters, so
 * a switch of language rewords the whole history.
 */
export function NotificationText({ params }: { params: NotificationParams }) {
  const { i18n } = useLingui();
  const format = useFormat();
  switch (params.kind) {
    case 'certificate_issued': {
      const course = params.course_title;
      return (
        <Trans>
          Your certificate for <strong className="font-semibold">{course}</strong> is ready.
        </Trans>
      );
    }
    case 'order_paid': {
      const item = params.item_title;
      const total = format.taka(params.total);
      return (
        <Trans>
          Payment of {total} confirmed for <strong className="font-semibold">{item}</strong>. Your receipt is
          ready.
        </Trans>
      );
    }
    case 'application_stage': {
      const job = params.job_title;
      const company = params.company_name;
      const stage = i18n._(APPLICANT_STAGE_LABELS[params.stage]);
      return (
        <Trans>
          <strong className="font-semibold">{job}</strong> at {company}: {stage}.
        </Trans>
      );
    }
    case 'contact_request': {
      const company = params.company_name;
      const job = params.job_title;
      return job ? (
        <Trans>
          <strong className="font-semibold">{company}</strong> would like to contact you about {job}.
        </Trans>
      ) : (
        <Trans>
          <strong className="font-semibold">{company}</strong> would like to contact you.
        </Trans>
      );
    }
    case 'course_announcement': {
      const course = params.course_title;
      const title = params.title;
      const author = params.author_name;
      return (
        <Trans>
          {author} posted an announcement on {course}: <strong className="font-semibold">{title}</strong>
        </Trans>
      );
    }
    case 'application_received': {
      const name = params.applicant_name;
      const job = params.job_title;
      return (
        <Trans>
          <strong className="font-semibold">{name}</strong> applied to {job}.
        </Trans>
      );
    }
    case 'affiliate_sale': {
      const amount = format.taka(params.amount);
      const item = params.item_title;
      return (
        <Trans>
          You earned <strong className="font-semibold">{amount}</strong>: someone bought {item} through your
          link.
        </Trans>
      );
    }
    case 'payout_decided': {
      const amount = format.taka(params.amount);
      return params.status === 'paid' ? (
        <Trans>
          Your payout of <strong className="font-semibold">{amount}</strong> has been sent.
        </Trans>
      ) : (
        <Trans>
          Your payout request of <strong className="font-semibold">{amount}</strong> was turned down. The
          amount is back in your balance.
        </Trans>
      );
    }
    case 'course_published': {
      const course = params.course_title;
      return (
        <Trans>
          <strong className="font-semibold">{course}</strong> is published: learners can find it and enrol
          now.
        </Trans>
      );
    }
    case 'course_sent_back': {
      const course = params.course_title;
      const note = params.note;
      return (
        <Trans>
          <strong className="font-semibold">{course}</strong> was sent back for changes: “{note}”
        </Trans>
      );
    }
    case 'question_answered': {
      const name = params.answerer_name;
      const question = params.question_title;
      const course = params.course_title;
      return params.answered_by === 'staff' ? (
        <Trans>
          {name} from the Dokkho team answered your question{' '}
          <strong className="font-semibold">{question}</strong> on {course}.
        </Trans>
      ) : (
        <Trans>
          {name} answered your question <strong className="font-semibold">{question}</strong> on {course}.
        </Trans>
      );
    }
    case 'question_followed_up': {
      const name = params.author_name;
      const question = params.question_title;
      return (
        <Trans>
          {name} added a follow-up to your question <strong className="font-semibold">{question}</strong>.
        </Trans>
      );
    }
    case 'question_asked': {
      const name = params.asker_name;
      const question = params.question_title;
      const course = params.course_title;
      return (
        <Trans>
          {name} asked <strong className="font-semibold">{question}</strong> on {course}.
        </Trans>
      );
    }
    case 'review_received': {
      const name = params.learner_name;
      const course = params.course_title;
      const rating = format.number(params.rating);
      return (
        <Trans>
          {name} rated <strong className="font-semibold">{course}</strong> {rating} out of 5.
        </Trans>
      );
    }
    case 'course_enrolled': {
      const name = params.learner_name;
      const course = params.course_title;
      return params.paid ? (
        <Trans>
          {name} bought <strong className="font-semibold">{course}</strong> and is enrolled.
        </Trans>
      ) : (
        <Trans>
          {name} enrolled in <strong className="font-semibold">{course}</strong>.
        </Trans>
      );
    }
    // Live classes: the start in Dhaka time, worded in the reader's language (the schedule says "Dhaka").
    case 'live_class_scheduled': {
      const title = params.class_title;
      const course = params.course_title;
      const when = format.dateTime(params.starts_at);
      return (
        <Trans>
          New live class <strong className="font-semibold">{title}</strong> on {course}: {when} (Dhaka time).
        </Trans>
      );
    }
    case 'live_class_changed': {
      const title = params.class_title;
      const course = params.course_title;
      const when = format.dateTime(params.starts_at);
      return params.change === 'cancelled' ? (
        <Trans>
          The live class <strong className="font-semibold">{title}</strong> on {course} ({when}, Dhaka time)
          is cancelled.
        </Trans>
      ) : (
        <Trans>
          The live class <strong className="font-semibold">{title}</strong> on {course} moved to {when} (Dhaka
          time).
        </Trans>
      );
    }
    case 'live_class_recording': {
      const title = params.class_title;
      const course = params.course_title;
      return (
        <Trans>
          The recording of <strong className="font-semibold">{title}</strong> on {course} is ready to watch.
        </Trans>
      );
    }
    case 'live_class_reminder': {
      const title = params.class_title;
      const time = format.time(params.starts_at);
      return (
        <Trans>
          Starting soon: <strong className="font-semibold">{title}</strong> at {time} (Dhaka time). The join
          link is on your schedule.
        </Trans>
      );
    }
    // Masterclasses and free classes the reader registered for (issue 18): the start in Dhaka time.
    case 'event_update': {
      const title = params.event_title;
      const when = format.dateTime(params.starts_at);
      const time = format.time(params.starts_at);
      switch (params.message) {
        case 'confirmation':
          return params.waitlisted ? (
            <Trans>
              <strong className="font-semibold">{title}</strong> is full: you are on the waiting list, and we
              will tell you if a seat opens.
            </Trans>
          ) : (
            <Trans>
              You are registered for <strong className="font-semibold">{title}</strong>: {when} (Dhaka time).
            </Trans>
          );
        case 'promoted':
          return (
            <Trans>
              A seat opened: your place at <strong className="font-semibold">{title}</strong> is confirmed (
              {when}, Dhaka time).
            </Trans>
          );
        case 'day_before':
          return (
            <Trans>
              Tomorrow: <strong className="font-semibold">{title}</strong>, {when} (Dhaka time).
            </Trans>
          );
        case 'hour_before':
          return (
            <Trans>
              <strong className="font-semibold">{title}</strong> starts at {time} (Dhaka time). You can join
              from 15 minutes before.
            </Trans>
          );
        case 'recording':
          return (
            <Trans>
              The recording of <strong className="font-semibold">{title}</strong> is ready to watch.
            </Trans>
          );
        case 'offer':
          return (
            <Trans>
              Thanks for joining <strong className="font-semibold">{title}</strong>! Your discount code for
              the course is in your e-mail.
            </Trans>
          );
        case 'cancelled':
          return (
            <Trans>
              <strong className="font-semibold">{title}</strong> ({when}) has been cancelled.
            </Trans>
          );
        case 'rescheduled':
          return (
            <Trans>
              <strong className="font-semibold">{title}</strong> has moved to {when} (Dhaka time).
            </Trans>
          );
      }
    }
  }
}
