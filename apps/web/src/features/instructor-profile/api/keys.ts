/** Every query of the instructor's own profile starts with this key; the public profile has its own. */
export const INSTRUCTOR_PROFILE_KEY = ['instructor-profile'] as const;
export const PUBLIC_INSTRUCTOR_KEY = ['instructor-public'] as const;
