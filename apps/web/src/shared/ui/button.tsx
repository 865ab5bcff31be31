import type { ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900',
  // Amber is kept for the one call to action that sells (DESIGN.md "Visual language").
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-300 active:bg-accent-500',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:border-primary-600 hover:text-primary-800',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  // For dark backgrounds (the home hero, the footer).
  inverse: 'bg-white text-primary-900 hover:bg-primary-50',
  'inverse-outline': 'border border-white/60 text-white hover:bg-white/10',
};

// Every size keeps a 44px minimum tap target (DESIGN.md principle 1).
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm',
  md: 'min-h-11 px-5 text-sm sm:text-base',
  lg: 'min-h-12 px-6 text-base',
};

/** Classes for anything that looks like a button: `<button>`, a router `<Link>` or an `<a>`. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  const { variant = 'primary', size = 'md', className } = options;
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
