import clsx from 'clsx';
import { Presentation } from 'lucide-react';

/** The 16:9 cover, sized before it loads (no layout shift); a calm gradient when there is none. */
export function EventCover({
  src,
  className,
  priority = false,
}: {
  src: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    // No picture: a short band instead of an empty 16:9 box (the card's height is known either way).
    <div
      className={clsx(
        'relative w-full overflow-hidden bg-primary-50',
        src ? 'aspect-video' : 'h-24 sm:h-32',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          className="block size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary-700 to-primary-900">
          <Presentation aria-hidden="true" className="size-12 text-primary-200" />
        </div>
      )}
    </div>
  );
}
