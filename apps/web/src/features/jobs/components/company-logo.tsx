import clsx from 'clsx';
import { companyInitials } from '../lib/job-format';

/** The company's logo, or its initials on a tinted square when it has none (never a broken image). */
const BOX = {
  md: 'size-12 rounded-lg text-base',
  lg: 'size-16 rounded-xl text-xl',
  xl: 'size-28 rounded-xl text-3xl',
};
const PIXELS = { md: 48, lg: 64, xl: 112 };

export function CompanyLogo({
  name,
  logo,
  size = 'md',
}: {
  name: string;
  logo: string;
  size?: 'md' | 'lg' | 'xl';
}) {
  const box = BOX[size];
  if (logo) {
    return (
      <img
        src={logo}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
        className={clsx(box, 'shrink-0 border border-slate-200 bg-white object-contain p-1')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'inline-flex shrink-0 items-center justify-center bg-primary-50 font-bold text-primary-800 ring-1 ring-primary-100',
      )}
    >
      {companyInitials(name)}
    </span>
  );
}
