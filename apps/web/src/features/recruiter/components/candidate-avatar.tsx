import clsx from 'clsx';

const SIZES = { sm: 'size-10 text-sm', md: 'size-12 text-base', lg: 'size-16 text-xl' } as const;

/** A person's picture, or their initials on the brand tint when they have none. */
export function CandidateAvatar({
  name,
  picture,
  size = 'sm',
}: {
  name: string;
  picture: string | null;
  size?: keyof typeof SIZES;
}) {
  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        loading="lazy"
        className={clsx('shrink-0 rounded-full bg-slate-100 object-cover', SIZES[size])}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800',
        SIZES[size],
      )}
    >
      {initials || '?'}
    </span>
  );
}
