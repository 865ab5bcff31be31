import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../../shared/ui/button';
import { useWhatsappGroup } from '../api/get-whatsapp-group';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The course's WhatsApp group for enrolled learners (issue 4 item 1): where classmates and the instructor
 * answer quick questions. Nothing shows while loading, without a group, or if the link cannot be loaded:
 * it is a bonus, not something to wait for.
 */
export function WhatsappGroupCard({ courseId, enrolled }: { courseId: number; enrolled: boolean }) {
  const { t } = useLingui();
  const group = useWhatsappGroup(courseId, enrolled);
  if (!enrolled || !group.data) return null;
  return (
    <section
      aria-label={t`Course WhatsApp group`}
      className="flex flex-col gap-3 rounded-card border border-success-600/30 bg-success-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-slate-800">
        <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
        <span>
          <Trans>
            <strong className="font-semibold">Join your classmates on WhatsApp.</strong> Ask quick questions
            and get class reminders.
          </Trans>
        </span>
      </p>
      <a
        href={group.data.group_url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
      >
        <Trans>Join the group</Trans>
      </a>
    </section>
  );
}
