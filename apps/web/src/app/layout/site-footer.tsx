import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { INTL_LOCALE } from '@dokkho/contract/locale';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SITE } from '@dokkho/contract/site';
import { SITE_ABOUT, SITE_ADDRESS } from '../../shared/labels/site';
import { useFormat } from '../../shared/i18n/format';
import { Logo } from '../../shared/ui/logo';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons';

interface FooterLink {
  label: MessageDescriptor;
  to: string;
  external?: boolean;
}

const COLUMNS: { heading: MessageDescriptor; links: FooterLink[] }[] = [
  {
    heading: msg`Learn`,
    links: [
      { label: msg`All courses`, to: '/allcourses' },
      { label: msg`Career paths`, to: '/allCareerPath' },
      { label: msg`Free classes`, to: '/free-classes' },
      { label: msg`Bundle offers`, to: '/bundle-offer' },
      { label: msg`Learning Center`, to: '/learning-center' },
      { label: msg`Resume builder`, to: '/resume' },
    ],
  },
  {
    heading: msg`Company`,
    links: [
      { label: msg`About us`, to: '/about' },
      { label: msg`Career`, to: '/career' },
      { label: msg`Business`, to: '/business' },
      { label: msg`Hire from Dokkho`, to: '/hiringpage' },
      { label: msg`Affiliate programme`, to: '/affiliation' },
      { label: msg`Blog`, to: SITE.blogUrl, external: true },
    ],
  },
  {
    heading: msg`Help`,
    links: [
      { label: msg`Support session`, to: '/support-session' },
      { label: msg`Report an issue`, to: '/report-issue' },
      { label: msg`Terms and conditions`, to: '/terms-and-conditions' },
      { label: msg`Privacy policy`, to: '/privacy-policy' },
    ],
  },
];

const SOCIAL: { label: MessageDescriptor; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: msg`Dokkho on Facebook`, href: SITE.social.facebook, Icon: FacebookIcon },
  { label: msg`Dokkho on YouTube`, href: SITE.social.youtube, Icon: YoutubeIcon },
  { label: msg`Dokkho on LinkedIn`, href: SITE.social.linkedin, Icon: LinkedinIcon },
  { label: msg`Dokkho on Instagram`, href: SITE.social.instagram, Icon: InstagramIcon },
];

const linkClass =
  'inline-flex min-h-10 items-center text-primary-100/85 transition-colors hover:text-white sm:min-h-8';

/**
 * The site footer (SPEC.md §1): about line, postal address, support e-mail, phone, social links, the app
 * store badge, link columns, and terms / privacy / report-an-issue. Every fact comes from SITE
 * (packages/contract/src/site.ts) so it is changed in one place; the year is SITE.footerYear (SPEC.md §9).
 */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  // A year reads without grouping (2026, ২০২৬).
  const year = new Intl.NumberFormat(INTL_LOCALE[format.locale], { useGrouping: false }).format(
    SITE.footerYear,
  );
  const brand = SITE.name;
  return (
    <footer className="bg-primary-950 text-primary-100">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-16">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr_1fr_1fr_1.4fr] lg:gap-8">
          <div className="max-w-sm">
            <Link to="/" aria-label={t`Dokkho home`} className="inline-block rounded-md">
              <Logo variant="light" />
            </Link>
            <p className="mt-4 text-sm leading-6 text-primary-100/85">{i18n._(SITE_ABOUT)}</p>
            <ul className="mt-5 flex gap-2" aria-label={t`Social media`}>
              {SOCIAL.map(({ label, href, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={i18n._(label)}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
            <a
              href={SITE.appStoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-block rounded-lg"
            >
              <img
                src="/badges/google-play.svg"
                alt={t`Get the Dokkho app on Google Play`}
                width={162}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-auto"
              />
            </a>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
            {COLUMNS.map((column) => (
              <nav key={column.heading.id} aria-label={i18n._(column.heading)}>
                <h2 className="text-sm font-semibold tracking-wide text-white">{i18n._(column.heading)}</h2>
                <ul className="mt-3 space-y-1 text-sm">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      {link.external ? (
                        <a href={link.to} target="_blank" rel="noopener noreferrer" className={linkClass}>
                          {i18n._(link.label)}
                          <span className="sr-only">
                            {' '}
                            <Trans>(opens in a new tab)</Trans>
                          </span>
                        </a>
                      ) : (
                        <Link to={link.to} className={linkClass}>
                          {i18n._(link.label)}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>

          <address className="not-italic">
            <h2 className="text-sm font-semibold tracking-wide text-white">
              <Trans>Contact</Trans>
            </h2>
            <ul className="mt-3 space-y-3 text-sm">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-accent-400" />
                <span className="leading-6 text-primary-100/85">{i18n._(SITE_ADDRESS)}</span>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-4.5 shrink-0 text-accent-400" />
                <a href={`mailto:${SITE.email}`} className={linkClass}>
                  {SITE.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-4.5 shrink-0 text-accent-400" />
                <a href={SITE.phoneHref} className={linkClass}>
                  {SITE.phone}
                </a>
              </li>
            </ul>
          </address>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-primary-100/75">
            <Trans>
              © {year} {brand}. All rights reserved.
            </Trans>
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            <li>
              <Link to="/terms-and-conditions" className={linkClass}>
                <Trans>Terms</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                <Trans>Privacy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/report-issue" className={linkClass}>
                <Trans>Report an issue</Trans>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
