import clsx from 'clsx';

/** A course's 16:9 thumbnail, lazy and sized so nothing shifts (DESIGN.md "Imagery"). Decorative. */
export function CourseThumbnail({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      className={clsx('aspect-video rounded-lg bg-slate-100 object-cover', className)}
    />
  );
}
