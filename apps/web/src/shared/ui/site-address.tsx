import { useLingui } from '@lingui/react/macro';
import { SITE_ADDRESS } from '../labels/site';

/** Dokkho's postal address in the interface language, for use inside a translated sentence. */
export function SiteAddress() {
  const { i18n } = useLingui();
  return <>{i18n._(SITE_ADDRESS)}</>;
}
