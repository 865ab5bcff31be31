import type { SVGProps } from 'react';
import clsx from 'clsx';
import type { CommunityPlatform } from '@dokkho/contract/community-groups';

/*
 * The platforms' glyphs (lucide-react ships no brand icons): a round badge in the platform's colour with a
 * simple white mark drawn in currentColor's place.
 */
const base = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

const MARKS: Record<CommunityPlatform, string> = {
  whatsapp:
    'M8.9 7.5c.2-.4.5-.4.7-.4h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.4 0 .6l-.5.7c-.1.2-.1.4 0 .5.6 1 1.4 1.8 2.5 2.4.2.1.4.1.5 0l.7-.8c.2-.2.4-.2.6-.1l1.8.9c.2.1.4.2.4.4 0 .6-.2 1.3-.8 1.7-.6.4-1.5.6-2.6.2a11 11 0 0 1-5.2-4.5c-.7-1.2-.8-2.3-.4-3.1z',
  facebook:
    'M13.3 20v-6.6h2.2l.4-2.6h-2.6V9.2c0-.7.2-1.3 1.3-1.3h1.4V5.6c-.3 0-1.1-.1-2-.1-2 0-3.3 1.2-3.3 3.4v1.9H8.5v2.6h2.2V20z',
  telegram:
    'M6.2 11.7l10.4-4c.5-.2.9.1.8.8l-1.8 8.3c-.1.6-.5.7-1 .4l-2.7-2-1.3 1.3c-.2.1-.3.3-.6.3l.2-2.8 5.1-4.6c.2-.2 0-.3-.3-.1l-6.3 4-2.7-.8c-.6-.2-.6-.6.2-.8z',
};

export const PLATFORM_COLOURS: Record<CommunityPlatform, string> = {
  whatsapp: 'bg-[#1f8a4c]',
  facebook: 'bg-[#1877f2]',
  telegram: 'bg-[#229ed9]',
};

export function PlatformIcon({
  platform,
  className,
  ...props
}: { platform: CommunityPlatform } & SVGProps<SVGSVGElement>) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full text-white',
        PLATFORM_COLOURS[platform],
        className,
      )}
    >
      <svg {...base} {...props} className="size-[70%]" fill="currentColor">
        {platform === 'whatsapp' ? (
          <path d="M12 3.2a8.8 8.8 0 0 0-7.6 13.3L3.3 20.7l4.3-1.1A8.8 8.8 0 1 0 12 3.2zm0 1.6a7.2 7.2 0 1 1-3.8 13.3l-.3-.2-2.5.7.7-2.4-.2-.3A7.2 7.2 0 0 1 12 4.8z" />
        ) : null}
        <path d={MARKS[platform]} />
      </svg>
    </span>
  );
}
