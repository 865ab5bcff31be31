/**
 * Site facts shown in the footer, the page titles and the chatbot (SPEC.md §1): one place to change them.
 */
export const SITE = {
  name: 'Dokkho',
  nameBangla: 'দক্ষ',
  tagline: 'Skills that get you hired',
  about:
    'Dokkho helps young people in Bangladesh learn job-ready skills from working professionals, earn certificates and get hired.',
  address: 'Level 5, House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  email: 'support@dokkho.com.bd',
  phone: '+880 9612-345678',
  phoneHref: 'tel:+8809612345678',
  /** Support on WhatsApp: the support number's wa.me link (the chatbot may link here, issue 14 item 4). */
  whatsappHref: 'https://wa.me/8809612345678',
  blogUrl: 'https://blog.dokkho.com.bd',
  appStoreUrl: 'https://play.google.com/store/apps/details?id=bd.com.dokkho',
  social: {
    facebook: 'https://www.facebook.com/dokkho.bd',
    youtube: 'https://www.youtube.com/@dokkho',
    linkedin: 'https://www.linkedin.com/company/dokkho',
    instagram: 'https://www.instagram.com/dokkho.bd',
  },
  footerYear: 2025,
} as const;
