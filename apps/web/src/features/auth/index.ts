// The auth feature's public API: what other features may import (docs/decisions/022). Anything not
// exported here is the feature's own; move what many features need to shared/ instead.

export { BecomeJobSeekerButton } from './components/become-job-seeker-button';
export { PasswordField } from './components/password-field';
export { useSaveLanguageChoice } from './session/language-preference';
export { ProfilePictureEditor } from './components/profile-picture-editor';
export { useProfile } from './api/get-profile';
