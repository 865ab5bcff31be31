import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ItemKind } from '@dokkho/contract/commerce';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { BUNDLES_PATH, CATALOG_PATH, MY_COURSES_PATH, coursePath } from '../lib/paths';
import { CelebrationIllustration } from './illustrations';

/** An id that is not a course or bundle on sale (unknown, unpublished, or not a number at all). */
export function ItemNotFound({ kind }: { kind: ItemKind }) {
  const { t } = useLingui();
  const bundle = kind === 'bundle';
  return (
    <StatusPanel
      illustration={<SignpostIllustration />}
      eyebrow={t`Not found`}
      title={
        bundle
          ? t`This bundle does not exist or is no longer on sale`
          : t`This course does not exist or is no longer on sale`
      }
      description={t`The link may be old or mistyped. Browse what is on offer today.`}
    >
      <Link to={bundle ? BUNDLES_PATH : CATALOG_PATH} className={buttonClasses()}>
        {bundle ? <Trans>See bundle offers</Trans> : <Trans>Browse courses</Trans>}
      </Link>
    </StatusPanel>
  );
}

/** The learner already owns what they came to buy: no second payment, straight to the learning. */
export function AlreadyEnrolled({ kind, id, title }: { kind: ItemKind; id: number; title: string | null }) {
  const { t } = useLingui();
  const bundle = kind === 'bundle';
  return (
    <StatusPanel
      illustration={<CelebrationIllustration />}
      eyebrow={t`Nothing to pay`}
      title={bundle ? t`You already have every course in this bundle` : t`You already own this course`}
      description={
        title ? (
          <p>
            <Trans>
              You are enrolled in <strong className="font-semibold text-slate-800">{title}</strong>. Pick up
              where you left off.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>You are already enrolled. Pick up where you left off.</Trans>
          </p>
        )
      }
    >
      {bundle ? (
        <Link to={MY_COURSES_PATH} className={buttonClasses()}>
          <Trans>Go to my courses</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <>
          <Link to={coursePath(id)} className={buttonClasses()}>
            <Trans>Go to the course</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={MY_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
            <Trans>My courses</Trans>
          </Link>
        </>
      )}
    </StatusPanel>
  );
}
