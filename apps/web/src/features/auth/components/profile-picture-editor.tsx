import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_TYPES,
} from '@dokkho/contract/profile';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { ImageUploadEditor, imageFileProblem } from '../../../shared/ui/image-upload-editor';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { UserAvatar } from './user-avatar';

/** The browser's quick check of a chosen picture before it is sent (the server decides for real). */
export function pictureProblem(file: File): string | null {
  return imageFileProblem(file, {
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    types: PROFILE_PICTURE_TYPES,
    messages: PROFILE_PICTURE_MESSAGES,
  });
}

/** The profile picture: the current one (or the default), change it with a preview first, or remove it. */
export function ProfilePictureEditor({ current }: { current: string | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const maxMegabytes = format.number(PROFILE_PICTURE_MAX_BYTES / (1024 * 1024));
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  return (
    <ImageUploadEditor
      inputId="profile-picture-input"
      current={<UserAvatar src={current} className="size-28" />}
      hasCurrent={Boolean(current)}
      shape="circle"
      labels={{
        add: t`Add a picture`,
        change: t`Change picture`,
        save: t`Save picture`,
        saved: t`Your new picture is saved.`,
        removed: t`Your picture was removed.`,
        previewAlt: t`Preview of your new picture`,
        hint: t`JPEG, PNG or WebP, up to ${maxMegabytes} MB. A square photo of your face works best.`,
        previewHint: t`This is how your picture will look.`,
      }}
      check={pictureProblem}
      upload={upload}
      remove={remove}
    />
  );
}
