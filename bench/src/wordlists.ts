/**
 * Word lists the generator composes course text from. They are passed to the database as JSON and
 * combined there with set-based SQL (dataset.ts), so changing a list changes the data set for everyone:
 * results from before and after such a change are not comparable.
 */

export interface GenreSeed {
  slug: string;
  name: string;
  description: string;
}

export interface TopicSeed {
  /** As it appears in titles. */
  name: string;
  /** 1-based index into GENRES. */
  genre: number;
  /** Search tags (lower case). */
  tags: string[];
  /** What a learner practises; used in subtitles, descriptions and outcomes. */
  skills: string[];
}

export const GENRES: GenreSeed[] = [
  {
    slug: 'office-productivity',
    name: 'Office Productivity',
    description: 'Excel, Word, PowerPoint and the everyday tools of office work.',
  },
  {
    slug: 'data-analytics',
    name: 'Data Science & Analytics',
    description: 'SQL, Power BI, Python and machine learning for decisions made with data.',
  },
  {
    slug: 'web-development',
    name: 'Web Development',
    description: 'Front end, back end and full stack: JavaScript, React, Node.js, PHP and more.',
  },
  {
    slug: 'app-development',
    name: 'Mobile App Development',
    description: 'Android and iOS apps with Flutter, Kotlin, Swift and React Native.',
  },
  {
    slug: 'cloud-devops',
    name: 'Cloud & DevOps',
    description: 'Linux, Docker, Kubernetes, AWS and the pipelines that ship software.',
  },
  {
    slug: 'digital-marketing',
    name: 'Digital Marketing',
    description: 'SEO, Facebook ads, Google ads, content and email marketing that sells.',
  },
  {
    slug: 'graphics-design',
    name: 'Graphics & UI/UX Design',
    description: 'Figma, Photoshop, Illustrator, video editing and user interface design.',
  },
  {
    slug: 'freelancing-career',
    name: 'Freelancing & Career',
    description: 'IELTS, spoken English, Fiverr, Upwork and landing your next job.',
  },
];

export const TOPICS: TopicSeed[] = [
  // 1 Office Productivity
  {
    name: 'Microsoft Excel',
    genre: 1,
    tags: ['excel', 'spreadsheet', 'microsoft office'],
    skills: [
      'formulas and functions',
      'pivot tables',
      'VLOOKUP and XLOOKUP',
      'charts and dashboards',
      'data cleaning',
    ],
  },
  {
    name: 'Advanced Excel',
    genre: 1,
    tags: ['excel', 'vba', 'macros'],
    skills: ['macros and VBA', 'Power Query', 'dynamic arrays', 'financial modelling', 'what-if analysis'],
  },
  {
    name: 'Microsoft Word',
    genre: 1,
    tags: ['word', 'documents', 'microsoft office'],
    skills: ['professional documents', 'mail merge', 'styles and templates', 'tables of contents'],
  },
  {
    name: 'PowerPoint',
    genre: 1,
    tags: ['powerpoint', 'presentation', 'microsoft office'],
    skills: ['slide design', 'animations', 'business presentations', 'storytelling with slides'],
  },
  {
    name: 'Google Sheets',
    genre: 1,
    tags: ['google sheets', 'spreadsheet', 'google workspace'],
    skills: ['formulas', 'Apps Script automation', 'shared dashboards', 'data validation'],
  },
  {
    name: 'Computer Basics',
    genre: 1,
    tags: ['computer', 'typing', 'office'],
    skills: ['Bangla and English typing', 'file management', 'email etiquette', 'internet safety'],
  },
  // 2 Data Science & Analytics
  {
    name: 'SQL',
    genre: 2,
    tags: ['sql', 'database', 'postgresql', 'mysql'],
    skills: ['SELECT queries', 'joins', 'window functions', 'indexes', 'database design'],
  },
  {
    name: 'Power BI',
    genre: 2,
    tags: ['power bi', 'dax', 'dashboard', 'excel'],
    skills: ['DAX measures', 'data modelling', 'interactive dashboards', 'Power Query'],
  },
  {
    name: 'Python',
    genre: 2,
    tags: ['python', 'programming', 'automation'],
    skills: ['variables and loops', 'functions', 'file automation', 'pandas basics', 'web scraping'],
  },
  {
    name: 'Data Analysis with Python',
    genre: 2,
    tags: ['python', 'pandas', 'data analysis', 'numpy'],
    skills: ['pandas', 'NumPy', 'data visualisation', 'exploratory analysis', 'Jupyter notebooks'],
  },
  {
    name: 'Machine Learning',
    genre: 2,
    tags: ['machine learning', 'ai', 'python', 'scikit-learn'],
    skills: ['regression', 'classification', 'model evaluation', 'feature engineering', 'scikit-learn'],
  },
  {
    name: 'Tableau',
    genre: 2,
    tags: ['tableau', 'data visualization', 'dashboard'],
    skills: ['calculated fields', 'storytelling dashboards', 'maps', 'data blending'],
  },
  {
    name: 'Statistics for Data Science',
    genre: 2,
    tags: ['statistics', 'data science', 'probability'],
    skills: ['descriptive statistics', 'hypothesis testing', 'probability', 'A/B testing'],
  },
  // 3 Web Development
  {
    name: 'React',
    genre: 3,
    tags: ['react', 'javascript', 'frontend'],
    skills: ['components and hooks', 'state management', 'React Router', 'data fetching', 'forms'],
  },
  {
    name: 'Node.js',
    genre: 3,
    tags: ['node', 'nodejs', 'express', 'backend'],
    skills: ['Express APIs', 'authentication', 'REST design', 'file uploads', 'deployment'],
  },
  {
    name: 'JavaScript',
    genre: 3,
    tags: ['javascript', 'es6', 'programming'],
    skills: ['the DOM', 'async and await', 'ES6 modules', 'closures', 'fetch and APIs'],
  },
  {
    name: 'TypeScript',
    genre: 3,
    tags: ['typescript', 'javascript', 'types'],
    skills: ['types and interfaces', 'generics', 'strict mode', 'typed APIs'],
  },
  {
    name: 'MongoDB',
    genre: 3,
    tags: ['mongodb', 'nosql', 'database', 'mongoose'],
    skills: ['CRUD operations', 'aggregation pipelines', 'schema design', 'Mongoose'],
  },
  {
    name: 'MERN Stack',
    genre: 3,
    tags: ['mern', 'mongodb', 'express', 'react', 'node'],
    skills: ['full-stack apps', 'REST APIs', 'JWT authentication', 'deployment'],
  },
  {
    name: 'HTML & CSS',
    genre: 3,
    tags: ['html', 'css', 'responsive design', 'frontend'],
    skills: ['semantic HTML', 'Flexbox and Grid', 'responsive layouts', 'Tailwind CSS'],
  },
  {
    name: 'Django',
    genre: 3,
    tags: ['django', 'python', 'backend'],
    skills: ['models and migrations', 'Django REST framework', 'authentication', 'admin panels'],
  },
  {
    name: 'Laravel',
    genre: 3,
    tags: ['laravel', 'php', 'backend'],
    skills: ['Eloquent ORM', 'Blade templates', 'REST APIs', 'queues'],
  },
  {
    name: 'Next.js',
    genre: 3,
    tags: ['nextjs', 'react', 'fullstack'],
    skills: ['server components', 'routing', 'SEO-friendly pages', 'API routes'],
  },
  {
    name: 'WordPress',
    genre: 3,
    tags: ['wordpress', 'website', 'cms', 'woocommerce'],
    skills: ['themes', 'WooCommerce shops', 'page builders', 'site speed'],
  },
  {
    name: 'PHP',
    genre: 3,
    tags: ['php', 'mysql', 'backend'],
    skills: ['PHP basics', 'MySQL', 'sessions', 'object-oriented PHP'],
  },
  // 4 Mobile App Development
  {
    name: 'Flutter',
    genre: 4,
    tags: ['flutter', 'dart', 'mobile app', 'android', 'ios'],
    skills: ['widgets and layouts', 'state management', 'Firebase', 'REST APIs', 'publishing to Play Store'],
  },
  {
    name: 'Dart',
    genre: 4,
    tags: ['dart', 'flutter', 'programming'],
    skills: ['Dart syntax', 'async programming', 'null safety', 'object-oriented Dart'],
  },
  {
    name: 'Android with Kotlin',
    genre: 4,
    tags: ['android', 'kotlin', 'mobile app'],
    skills: ['Jetpack Compose', 'Room database', 'MVVM', 'Play Store release'],
  },
  {
    name: 'React Native',
    genre: 4,
    tags: ['react native', 'javascript', 'mobile app'],
    skills: ['Expo', 'navigation', 'native modules', 'offline storage'],
  },
  {
    name: 'iOS with Swift',
    genre: 4,
    tags: ['ios', 'swift', 'swiftui', 'mobile app'],
    skills: ['SwiftUI', 'Core Data', 'App Store release', 'networking'],
  },
  // 5 Cloud & DevOps
  {
    name: 'Docker',
    genre: 5,
    tags: ['docker', 'containers', 'devops'],
    skills: ['images and containers', 'Dockerfiles', 'Docker Compose', 'volumes and networks'],
  },
  {
    name: 'Kubernetes',
    genre: 5,
    tags: ['kubernetes', 'k8s', 'devops', 'containers'],
    skills: ['pods and deployments', 'services and ingress', 'Helm charts', 'autoscaling'],
  },
  {
    name: 'AWS',
    genre: 5,
    tags: ['aws', 'cloud', 'amazon web services'],
    skills: ['EC2 and S3', 'IAM', 'Lambda', 'VPC networking', 'cost control'],
  },
  {
    name: 'Linux',
    genre: 5,
    tags: ['linux', 'ubuntu', 'command line', 'server'],
    skills: ['the shell', 'users and permissions', 'systemd services', 'shell scripting'],
  },
  {
    name: 'Git & GitHub',
    genre: 5,
    tags: ['git', 'github', 'version control'],
    skills: ['branches and merges', 'pull requests', 'resolving conflicts', 'GitHub Actions'],
  },
  {
    name: 'DevOps',
    genre: 5,
    tags: ['devops', 'ci/cd', 'automation'],
    skills: ['CI/CD pipelines', 'infrastructure as code', 'monitoring', 'Terraform'],
  },
  // 6 Digital Marketing
  {
    name: 'SEO',
    genre: 6,
    tags: ['seo', 'search engine optimization', 'google', 'digital marketing'],
    skills: ['keyword research', 'on-page SEO', 'link building', 'technical SEO', 'local SEO'],
  },
  {
    name: 'Facebook Ads',
    genre: 6,
    tags: ['facebook ads', 'facebook marketing', 'meta ads', 'digital marketing'],
    skills: ['audience targeting', 'the Meta pixel', 'campaign budgets', 'retargeting', 'ad creatives'],
  },
  {
    name: 'Google Ads',
    genre: 6,
    tags: ['google ads', 'ppc', 'sem'],
    skills: ['search campaigns', 'keyword bidding', 'conversion tracking', 'display ads'],
  },
  {
    name: 'Social Media Marketing',
    genre: 6,
    tags: ['social media marketing', 'facebook', 'instagram', 'tiktok'],
    skills: ['content calendars', 'page growth', 'influencer marketing', 'analytics'],
  },
  {
    name: 'Content Marketing',
    genre: 6,
    tags: ['content marketing', 'copywriting', 'blogging'],
    skills: ['copywriting', 'blog strategy', 'storytelling', 'content funnels'],
  },
  {
    name: 'Email Marketing',
    genre: 6,
    tags: ['email marketing', 'mailchimp', 'automation'],
    skills: ['list building', 'newsletters', 'automated sequences', 'deliverability'],
  },
  {
    name: 'YouTube Marketing',
    genre: 6,
    tags: ['youtube', 'video marketing', 'content creation'],
    skills: ['channel growth', 'thumbnails', 'YouTube SEO', 'monetisation'],
  },
  {
    name: 'E-commerce Business',
    genre: 6,
    tags: ['ecommerce', 'f-commerce', 'online business'],
    skills: ['product sourcing', 'Facebook shops', 'courier and delivery', 'customer service'],
  },
  // 7 Graphics & UI/UX Design
  {
    name: 'Figma',
    genre: 7,
    tags: ['figma', 'ui design', 'prototyping'],
    skills: ['auto layout', 'components and variants', 'prototypes', 'design systems'],
  },
  {
    name: 'Adobe Photoshop',
    genre: 7,
    tags: ['photoshop', 'photo editing', 'graphic design'],
    skills: ['layers and masks', 'photo retouching', 'social media posts', 'banner design'],
  },
  {
    name: 'Adobe Illustrator',
    genre: 7,
    tags: ['illustrator', 'vector', 'graphic design'],
    skills: ['the pen tool', 'vector illustration', 'print design', 'icon design'],
  },
  {
    name: 'Logo Design',
    genre: 7,
    tags: ['logo design', 'branding', 'graphic design'],
    skills: ['brand identity', 'typography', 'colour theory', 'client briefs'],
  },
  {
    name: 'UI/UX Design',
    genre: 7,
    tags: ['ui ux', 'user experience', 'figma', 'web design'],
    skills: ['user research', 'wireframes', 'usability testing', 'mobile app design'],
  },
  {
    name: 'Video Editing with Premiere Pro',
    genre: 7,
    tags: ['video editing', 'premiere pro', 'youtube'],
    skills: ['cutting and transitions', 'colour grading', 'sound design', 'motion titles'],
  },
  {
    name: 'Canva',
    genre: 7,
    tags: ['canva', 'graphic design', 'social media'],
    skills: ['social media posts', 'brand kits', 'presentations', 'print-ready flyers'],
  },
  // 8 Freelancing & Career
  {
    name: 'IELTS',
    genre: 8,
    tags: ['ielts', 'english', 'study abroad'],
    skills: ['listening', 'reading', 'writing task 1 and 2', 'speaking band 7+'],
  },
  {
    name: 'Spoken English',
    genre: 8,
    tags: ['spoken english', 'english', 'communication'],
    skills: ['everyday conversation', 'pronunciation', 'confidence in speaking', 'vocabulary'],
  },
  {
    name: 'Business English',
    genre: 8,
    tags: ['business english', 'english', 'email writing'],
    skills: ['professional emails', 'meetings', 'negotiation', 'presentations in English'],
  },
  {
    name: 'Fiverr',
    genre: 8,
    tags: ['fiverr', 'freelancing', 'gig'],
    skills: ['gig creation', 'gig SEO', 'client communication', 'level-two seller growth'],
  },
  {
    name: 'Upwork',
    genre: 8,
    tags: ['upwork', 'freelancing', 'proposal writing'],
    skills: ['profile optimisation', 'proposal writing', 'pricing', 'long-term clients'],
  },
  {
    name: 'Freelancing',
    genre: 8,
    tags: ['freelancing', 'fiverr', 'upwork', 'remote work'],
    skills: ['finding clients', 'payments with Payoneer', 'time management', 'building a portfolio'],
  },
  {
    name: 'CV Writing and Job Interviews',
    genre: 8,
    tags: ['cv writing', 'job interview', 'career'],
    skills: ['CV writing', 'LinkedIn profiles', 'interview answers', 'salary negotiation'],
  },
];

/** `{t}` topic, `{t2}` another topic of the same genre, `{o}` outcome, `{a}` audience, `{y}` year. */
export const TITLE_TEMPLATES: { template: string; level: string | null }[] = [
  { template: '{t} for Beginners', level: 'beginner' },
  { template: 'Complete {t} Course {y}', level: 'all-levels' },
  { template: '{t} Masterclass: {o}', level: null },
  { template: 'Learn {t} in Bangla', level: null },
  { template: '{t} and {t2}: {o}', level: null },
  { template: 'Professional {t} for {a}', level: 'intermediate' },
  { template: 'Hands-on {t} Projects', level: 'intermediate' },
  { template: '{t} Crash Course', level: 'beginner' },
  { template: 'Advanced {t}: {o}', level: 'advanced' },
  { template: '{t} Bootcamp: Zero to Pro', level: 'all-levels' },
  { template: 'Practical {t} for {a}', level: null },
  { template: '{t} Job-Ready Program', level: null },
  { template: '{t} with {t2} for {a}', level: null },
  { template: 'The {t} Handbook: {o}', level: null },
];

export const OUTCOMES = [
  'Build Real Projects',
  'Get Your First Job',
  'Earn as a Freelancer',
  'Automate Your Daily Work',
  'Grow Your Business Online',
  'Crack the Interview',
  'From Zero to Hero',
  'Step by Step',
  'Real-World Case Studies',
  'Build a Portfolio',
  'Work Smarter',
  'Go Beyond the Basics',
];

export const AUDIENCES = [
  'Students',
  'Job Seekers',
  'Freelancers',
  'Small Business Owners',
  'Working Professionals',
  'Entrepreneurs',
  'University Graduates',
  'Bank Employees',
  'Teachers',
  'Women in Tech',
];

/** `{s1}`..`{s3}` skills, `{t}` topic, `{n}` lesson count, `{a}` audience. */
export const SUBTITLE_TEMPLATES = [
  'Master {s1} and {s2} with {n} practical lessons',
  'Learn {s1}, {s2} and {s3} step by step, taught in Bangla',
  'The {t} course for {a}: {s1}, {s2} and more',
  'Go from the basics to {s1} and {s2} with real projects',
  'Everything you need about {s1}, with exercises and quizzes',
  'A hands-on guide to {s1} and {s2} for {a}',
];

export const DESCRIPTION_OPENERS = [
  'This {t} course is designed for {a} who want practical skills they can use from the first week.',
  'Whether you are a complete beginner or want to refresh your knowledge, this course takes you through {t} one clear step at a time.',
  '{t} is one of the most in-demand skills in Bangladesh today, and this course teaches it the way it is used at work.',
  'Learn {t} from an instructor who uses it every day with clients in Dhaka, Chattogram and abroad.',
];

export const DESCRIPTION_MIDDLES = [
  'You will learn {s1}, {s2} and {s3} through short videos, exercises and a final project.',
  'Each module covers one topic, such as {s1} or {s2}, and ends with a quiz so you know you have understood it.',
  'We start with {s1}, move on to {s2}, and finish with {s3}, building a real project along the way.',
  'The lessons focus on {s1} and {s2}, with downloadable resources and support in the Q&A section.',
];

export const DESCRIPTION_CLOSERS = [
  'By the end you will be confident using {t} for freelancing, a job, or your own business.',
  'No prior experience is required; a computer and an internet connection are enough.',
  'You get lifetime access, a certificate of completion, and answers to your questions within a day.',
  'Thousands of learners have used these skills to find jobs and clients on Fiverr and Upwork.',
  'The course is updated regularly, so what you learn matches what employers ask for.',
];

export const REQUIREMENTS = [
  'A computer or laptop with internet access',
  'Basic computer knowledge',
  'No prior experience needed',
  'Willingness to practise for an hour a day',
  'A smartphone is enough for most lessons',
  'Basic English reading skills',
];

export const FIRST_NAMES = [
  'Rahim',
  'Karim',
  'Fatema',
  'Ayesha',
  'Nusrat',
  'Tanvir',
  'Sadia',
  'Mehedi',
  'Farhana',
  'Arif',
  'Sumaiya',
  'Rakib',
  'Jannatul',
  'Imran',
  'Sharmin',
  'Shakil',
  'Tasnim',
  'Hasan',
  'Mithila',
  'Sabbir',
  'Nafisa',
  'Rashed',
  'Lamia',
  'Tahmid',
  'Anika',
  'Fahim',
  'Riya',
  'Zahid',
  'Maliha',
  'Sajid',
  'Mahmuda',
  'Asif',
  'Rumana',
  'Touhid',
  'Priya',
  'Niloy',
  'Samia',
  'Shafiq',
  'Afsana',
  'Munna',
];

export const LAST_NAMES = [
  'Rahman',
  'Hossain',
  'Islam',
  'Ahmed',
  'Akter',
  'Chowdhury',
  'Khan',
  'Sarker',
  'Das',
  'Uddin',
  'Begum',
  'Alam',
  'Miah',
  'Haque',
  'Karim',
  'Roy',
  'Talukder',
  'Siddique',
  'Bhuiyan',
  'Mahmud',
  'Kabir',
  'Sultana',
  'Paul',
  'Majumder',
  'Mollah',
];

export const INSTRUCTOR_ROLES = [
  'senior software engineer',
  'data analyst at a leading bank',
  'top-rated freelancer on Upwork',
  'level-two seller on Fiverr',
  'university lecturer',
  'digital marketing consultant',
  'product designer',
  'IELTS trainer with band 8.5',
  'cloud architect',
  'agency owner',
];

/** List prices in poisha (BDT 499 to BDT 9,999). */
export const PRICES = [
  49_900, 99_900, 149_900, 199_900, 249_900, 299_900, 399_900, 499_900, 799_900, 999_900,
];
