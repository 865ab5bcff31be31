import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { ItemKind } from '@dokkho/contract/commerce';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { BUNDLES_PATH, CATALOG_PATH, MY_COURSES_PATH, coursePath } from '../lib/paths';
import { CelebrationIllustration } from './illustrations';

/** An id that is not a course or bundle on sale (unknown, unpublished, or not a number at all). */
export function ItemNotFound({ kind }: { kind: ItemKind }) {
  const bundle = kind === 'bundle';
  return (
    <StatusPanel
      illustration={<SignpostIllustration />}
      eyebrow="Not found"
      title={
        bundle
          ? 'This bundle does not exist or is no longer on sale'
          : 'This course does not exist or is no longer on sale'
      }
      description="The link may be old or mistyped. Browse what is on offer today."
    >
      <Link to={bundle ? BUNDLES_PATH : CATALOG_PATH} className={buttonClasses()}>
        {bundle ? 'See bundle offers' : 'Browse courses'}
      </Link>
    </StatusPanel>
  );
}

/** The learner already owns what they came to buy: no second payment, straight to the learning. */
export function AlreadyEnrolled({ kind, id, title }: { kind: ItemKind; id: number; title: string | null }) {
  const bundle = kind === 'bundle';
  return (
    <StatusPanel
      illustration={<CelebrationIllustration />}
      eyebrow="Nothing to pay"
      title={bundle ? 'You already have every course in this bundle' : 'You already own this course'}
      description={
        title ? (
          <p>
            You are enrolled in <strong className="font-semibold text-slate-800">{title}</strong>. Pick up
            where you left off.
          </p>
        ) : (
          <p>You are already enrolled. Pick up where you left off.</p>
        )
      }
    >
      {bundle ? (
        <Link to={MY_COURSES_PATH} className={buttonClasses()}>
          Go to my courses
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <>
          <Link to={coursePath(id)} className={buttonClasses()}>
            Go to the course
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={MY_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
            My courses
          </Link>
        </>
      )}
    </StatusPanel>
  );
}
