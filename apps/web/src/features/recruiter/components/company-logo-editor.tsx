import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_MESSAGES,
  COMPANY_LOGO_TYPES,
  type CompanyProfile,
} from '@dokkho/contract/jobs';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { ImageUploadEditor, imageFileProblem } from '../../../shared/ui/image-upload-editor';
import { CompanyLogo } from '../../jobs';
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company-logo';

export function logoProblem(file: File): string | null {
  return imageFileProblem(file, {
    maxBytes: COMPANY_LOGO_MAX_BYTES,
    types: COMPANY_LOGO_TYPES,
    messages: COMPANY_LOGO_MESSAGES,
  });
}

/** The company logo of /hr-dashboard/update-profile: shown on the board beside every post. */
export function CompanyLogoEditor({ profile }: { profile: CompanyProfile }) {
  const { t } = useLingui();
  const format = useFormat();
  const maxMb = format.number(COMPANY_LOGO_MAX_BYTES / (1024 * 1024));
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  return (
    <ImageUploadEditor
      inputId="company-logo-input"
      current={<CompanyLogo name={profile.company_name} logo={profile.company_logo} size="xl" />}
      hasCurrent={Boolean(profile.company_logo)}
      shape="square"
      labels={{
        add: t`Add a logo`,
        change: t`Change logo`,
        save: t`Save logo`,
        saved: t`Your logo is saved. Your posts show it now.`,
        removed: t`Your logo was removed.`,
        previewAlt: t`Preview of your new logo`,
        hint: t`JPEG, PNG or WebP, up to ${maxMb} MB. A square logo on a plain background works best; it is never cropped.`,
        previewHint: t`This is how your logo will look.`,
      }}
      check={logoProblem}
      upload={upload}
      remove={remove}
    />
  );
}
