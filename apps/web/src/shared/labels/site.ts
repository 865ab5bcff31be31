import { msg } from '@lingui/core/macro';

/**
 * The site's words that the web shows, translated. The contract's SITE keeps the English for the
 * server (page heads, PDFs, the chatbot); change both together.
 */
export const SITE_TAGLINE = msg`Skills that get you hired`;
export const SITE_ABOUT = msg`Dokkho helps young people in Bangladesh learn job-ready skills from working professionals, earn certificates and get hired.`;
export const SITE_ADDRESS = msg`Level 5, House 42, Road 11, Banani, Dhaka 1213, Bangladesh`;
