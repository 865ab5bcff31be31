import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_MESSAGES,
  COMPANY_LOGO_TYPES,
  type CompanyProfile,
} from '@dokkho/contract/jobs';
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
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  return (
    <ImageUploadEditor
      inputId="company-logo-input"
      current={<CompanyLogo name={profile.company_name} logo={profile.company_logo} size="xl" />}
      hasCurrent={Boolean(profile.company_logo)}
      shape="square"
      labels={{
        add: 'Add a logo',
        change: 'Change logo',
        save: 'Save logo',
        saved: 'Your logo is saved. Your posts show it now.',
        removed: 'Your logo was removed.',
        previewAlt: 'Preview of your new logo',
        hint: `JPEG, PNG or WebP, up to ${COMPANY_LOGO_MAX_BYTES / (1024 * 1024)} MB. A square logo on a plain background works best; it is never cropped.`,
        previewHint: 'This is how your logo will look.',
      }}
      check={logoProblem}
      upload={upload}
      remove={remove}
    />
  );
}
