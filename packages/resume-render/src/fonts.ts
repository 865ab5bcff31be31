import type { RESUME_FONTS } from '@dokkho/contract/resume';

export type ResumeFont = (typeof RESUME_FONTS)[number];

/**
 * The CSS font-family stack of each resume font. Every family is a Bengali one whose files also carry
 * Latin (fontsource's bengali + latin + latin-ext subsets), so one family sets a whole resume in either
 * script; the generic family at the end only matters if a file failed to load.
 */
export const RESUME_FONT_FAMILIES: Record<ResumeFont, string> = {
  'noto-sans': "'Noto Sans Bengali', 'Noto Sans', sans-serif",
  'hind-siliguri': "'Hind Siliguri', sans-serif",
  'noto-serif': "'Noto Serif Bengali', 'Noto Serif', serif",
};

/** The @fontsource package (and file-name stem) that bundles each font. */
export const RESUME_FONT_PACKAGES: Record<ResumeFont, { family: string; stem: string }> = {
  'noto-sans': { family: 'Noto Sans Bengali', stem: 'noto-sans-bengali' },
  'hind-siliguri': { family: 'Hind Siliguri', stem: 'hind-siliguri' },
  'noto-serif': { family: 'Noto Serif Bengali', stem: 'noto-serif-bengali' },
};

export const RESUME_FONT_WEIGHTS = [400, 700] as const;

/**
 * fontsource's subsets and their unicode-range (copied from its CSS, the same for all three packages), so
 * a page downloads (or the server inlines) only the scripts it shows.
 */
export const RESUME_FONT_SUBSETS = {
  bengali:
    'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;
export type ResumeFontSubset = keyof typeof RESUME_FONT_SUBSETS;
