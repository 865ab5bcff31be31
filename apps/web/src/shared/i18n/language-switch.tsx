import { useState } from 'react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NATIVE_NAMES, type Locale } from '@dokkho/contract/locale';
import { currentLocale, switchLocale } from './locale';

export interface LanguageSwitchProps {
  /** Header on the dark home hero: light text. */
  onDark?: boolean;
  /** `compact`: one button naming the other language (header); `full`: both, the current one marked (menu). */
  variant?: 'compact' | 'full';
  /** After the interface changed: e.g. keep the choice on the signed-in profile. */
  onSwitched?: (locale: Locale) => void;
  className?: string;
}

/**
 * বাংলা / English (issue 16 item 3). Each language is named in its own script, so someone who reads only
 * one of them can always find theirs. The old language stays on screen until the new one has loaded.
 */
export function LanguageSwitch({
  onDark = false,
  variant = 'compact',
  onSwitched,
  className,
}: LanguageSwitchProps) {
  const { t } = useLingui();
  const [switching, setSwitching] = useState(false);
  const locale = currentLocale();

  async function choose(next: Locale) {
    if (next === locale || switching) return;
    setSwitching(true);
    try {
      await switchLocale(next);
      onSwitched?.(next);
    } catch {
      // The catalog did not load (offline): the interface stays as it was and the button can be tried again.
    } finally {
      setSwitching(false);
    }
  }

  if (variant === 'compact') {
    const other: Locale = locale === 'bn' ? 'en' : 'bn';
    return (
      <button
        type="button"
        lang={other}
        aria-label={other === 'bn' ? 'বাংলায় দেখুন' : 'View in English'}
        aria-busy={switching}
        onClick={() => void choose(other)}
        className={clsx(
          'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold whitespace-nowrap transition-colors',
          onDark
            ? 'text-white/90 hover:bg-white/10 hover:text-white'
            : 'text-slate-700 hover:bg-primary-50 hover:text-primary-800',
          switching && 'opacity-60',
          className,
        )}
      >
        {LOCALE_NATIVE_NAMES[other]}
      </button>
    );
  }

  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={clsx('inline-flex rounded-lg border border-slate-300 p-0.5', className)}
    >
      {(['bn', 'en'] as const).map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          aria-busy={switching && option !== locale}
          onClick={() => void choose(option)}
          className={clsx(
            'min-h-11 min-w-20 rounded-md px-3 text-sm font-semibold transition-colors',
            option === locale ? 'bg-primary-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {LOCALE_NATIVE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
