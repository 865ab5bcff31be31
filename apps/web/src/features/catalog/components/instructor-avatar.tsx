import clsx from 'clsx';

interface InstructorAvatarProps {
  name: string;
  avatar: string | null;
  className?: string;
}

/** "Sadia Rahman" -> "SR"; one word -> its first letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Round avatar, or the initials when the instructor has no picture. The name is always shown beside it. */
export function InstructorAvatar({ name, avatar, className }: InstructorAvatarProps) {
  const box = clsx('size-7 shrink-0 rounded-full', className);
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        decoding="async"
        className={clsx(box, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'inline-flex items-center justify-center bg-primary-100 text-[11px] font-semibold text-primary-800',
      )}
    >
      {initials(name)}
    </span>
  );
}
