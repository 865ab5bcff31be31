import type { NotificationKind, NotificationParams } from '@dokkho/contract/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Award,
  BadgeDollarSign,
  Briefcase,
  Building2,
  HandCoins,
  ReceiptText,
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
  }
}
