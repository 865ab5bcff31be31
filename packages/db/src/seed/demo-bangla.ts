/**
 * The demo catalog's Bangla (issue 16 item 6, docs/decisions/026): the Bangla title and subtitle of every
 * course and career path, a Bangla description and outcomes for a few, the bundles' Bangla and several job
 * posts' Bangla title and description. Written as Bangladeshi course sites write them: Bangla sentences,
 * with the English names of tools and the loanwords people use (কোর্স, ক্যারিয়ার, ফ্রিল্যান্সিং).
 * The seed stores them in the `*_bn` columns; the API shows them to a Bangla reader, English elsewhere.
 */

export interface DemoCourseBangla {
  title: string;
  subtitle: string;
  /** Paragraphs separated by a blank line; when absent, a Bangla reader sees the English description. */
  description?: string;
  outcomes?: readonly string[];
}

/** By course or career path slug (demo-data.ts). */
export const DEMO_COURSES_BN: Readonly<Record<string, DemoCourseBangla>> = {
  // Data analytics
  'data-analytics-excel-sql-power-bi': {
    title: 'এক্সেল, SQL ও Power BI দিয়ে ডেটা অ্যানালিটিক্স',
    subtitle: 'আসল ব্যবসার ডেটা পরিষ্কার করুন, কুয়েরি করুন, চার্টে সাজান আর প্রফেশনাল অ্যানালিস্টের মতো উপস্থাপন করুন',
    description: [
      'ব্যাংক, টেলিকম আর ই-কমার্স কোম্পানিগুলো এখন প্রতিদিনের সিদ্ধান্ত নেয় ডেটা দেখে। এই কোর্সে আপনি একজন জুনিয়র ডেটা অ্যানালিস্টের পুরো কাজটা হাতে-কলমে শিখবেন: এক্সেলে ডেটা পরিষ্কার করা, SQL দিয়ে ডেটাবেস থেকে প্রশ্নের উত্তর বের করা আর Power BI-তে এমন ড্যাশবোর্ড বানানো যা দেখে ম্যানেজার সঙ্গে সঙ্গে বুঝে যান কী করতে হবে।',
      'প্রতিটি মডিউলে বাংলাদেশের বাস্তব উদাহরণ আছে, আর কোর্স শেষে আপনার পোর্টফোলিওতে থাকবে তিনটি পূর্ণাঙ্গ প্রজেক্ট।',
    ].join('\n\n'),
    outcomes: [
      'এক্সেলে অগোছালো ডেটা পরিষ্কার ও সাজাতে পারবেন',
      'SQL দিয়ে জয়েন, গ্রুপিং আর ফিল্টার করে ব্যবসার প্রশ্নের উত্তর বের করতে পারবেন',
      'Power BI-তে ইন্টারঅ্যাকটিভ ড্যাশবোর্ড বানাতে পারবেন',
      'ডেটা থেকে পাওয়া ফলাফল সহজ ভাষায় উপস্থাপন করতে পারবেন',
    ],
  },
  'excel-essentials-for-office-jobs': {
    title: 'অফিসের কাজের জন্য এক্সেল',
    subtitle: 'বাংলাদেশের যেকোনো অফিসের কাজে যে ফর্মুলা, শর্টকাট আর রিপোর্ট লাগে, সব এক কোর্সে',
    description: [
      'চাকরির ইন্টারভিউতে প্রায় সবাই জিজ্ঞেস করে, "এক্সেল পারেন?" এই ফ্রি কোর্সে শূন্য থেকে শুরু করে SUM, IF, VLOOKUP, পিভট টেবিল আর চার্ট শিখবেন, অফিসের আসল কাজের উদাহরণ দিয়ে।',
      'কোর্স শেষে ছোট একটা কুইজ দিয়ে সার্টিফিকেট নিতে পারবেন, যা আপনার সিভিতে যোগ করা যাবে।',
    ].join('\n\n'),
    outcomes: [
      'দরকারি ফর্মুলা আর ফাংশন আত্মবিশ্বাসের সঙ্গে ব্যবহার করতে পারবেন',
      'VLOOKUP আর XLOOKUP দিয়ে অন্য শিট থেকে তথ্য আনতে পারবেন',
      'পিভট টেবিল দিয়ে মিনিটেই মাসিক রিপোর্ট বানাতে পারবেন',
      'কিবোর্ড শর্টকাটে কাজের গতি দ্বিগুণ করতে পারবেন',
    ],
  },
  'python-for-data-analysis': {
    title: 'ডেটা অ্যানালাইসিসের জন্য পাইথন ও Pandas',
    subtitle: 'স্প্রেডশিটের সীমা পেরিয়ে পাইথন, Pandas আর Jupyter দিয়ে লাখো সারির ডেটা বিশ্লেষণ করুন',
  },
  'sql-for-data-analysts': {
    title: 'ডেটা অ্যানালিস্টদের জন্য SQL: PostgreSQL ও MySQL',
    subtitle: 'সাধারণ খোঁজ থেকে উইন্ডো ফাংশন পর্যন্ত, কোম্পানির ডেটাবেসকে যেকোনো প্রশ্ন করতে শিখুন',
  },
  'power-bi-dashboard-dax-masterclass': {
    title: 'Power BI ড্যাশবোর্ড ও DAX মাস্টারক্লাস',
    subtitle: 'ডেটা মডেল ঠিকভাবে সাজান আর এমন DAX লিখুন যা বসদের প্রশ্নের উত্তর দেয়',
  },
  // DevOps
  'devops-docker-kubernetes-aws': {
    title: 'Docker, Kubernetes ও AWS দিয়ে DevOps',
    subtitle: 'বাংলাদেশের প্রোডাক্ট টিমগুলো যেভাবে করে, সেভাবে অ্যাপ কন্টেইনারে ভরে ডেপ্লয় ও স্কেল করুন',
  },
  'linux-command-line-for-beginners': {
    title: 'নতুনদের জন্য লিনাক্স কমান্ড লাইন',
    subtitle: 'টার্মিনালকে আপন করে নিন: ফাইল, ইউজার, প্রসেস আর সার্ভার',
  },
  'aws-cloud-practitioner-exam-prep': {
    title: 'AWS Cloud Practitioner পরীক্ষার প্রস্তুতি',
    subtitle: 'ক্লাউড বুঝুন আর প্রথমবারেই AWS Certified Cloud Practitioner পাস করুন',
  },
  'ci-cd-github-actions-jenkins': {
    title: 'GitHub Actions ও Jenkins দিয়ে CI/CD পাইপলাইন',
    subtitle: 'টেস্ট, বিল্ড আর ডেপ্লয় অটোমেট করুন, যাতে প্রতিটি মার্জ নিরাপদে লাইভে যায়',
  },
  // Digital marketing
  'facebook-google-ads-for-bangladeshi-businesses': {
    title: 'বাংলাদেশি ব্যবসার জন্য ফেসবুক ও গুগল অ্যাডস',
    subtitle: 'শুধু বুস্ট নয়: এমন ক্যাম্পেইন চালান যা থেকে মাপা যায় এমন অর্ডার আর লিড আসে',
  },
  'seo-masterclass-rank-higher-on-google': {
    title: 'SEO মাস্টারক্লাস: গুগলে ওপরে আসুন',
    subtitle: 'কিওয়ার্ড রিসার্চ, অন-পেজ SEO, টেকনিক্যাল ফিক্স আর লিংক বিল্ডিং, যা ২০২৬-এও কাজ করে',
  },
  'social-media-marketing-for-f-commerce': {
    title: 'এফ-কমার্সের জন্য সোশ্যাল মিডিয়া মার্কেটিং',
    subtitle: 'কনটেন্ট, কমিউনিটি আর মেসেজিং দিয়ে এমন ফেসবুক ও ইনস্টাগ্রাম পেজ গড়ুন যা বিক্রি আনে',
  },
  'google-analytics-4-tag-manager': {
    title: 'গুগল অ্যানালিটিক্স ৪ ও ট্যাগ ম্যানেজার',
    subtitle: 'ওয়েবসাইটে যা জরুরি তা মাপুন আর প্রতিটি ক্যাম্পেইনের ফল প্রমাণ করুন',
  },
  // Web development
  'mern-stack-web-development': {
    title: 'MERN স্ট্যাক ওয়েব ডেভেলপমেন্ট',
    subtitle: 'MongoDB, Express, React আর Node.js দিয়ে ফুল-স্ট্যাক অ্যাপ বানিয়ে ডেপ্লয় করুন',
  },
  'html-css-javascript-for-beginners': {
    title: 'একদম নতুনদের জন্য HTML, CSS ও JavaScript',
    subtitle: 'ধাপে ধাপে, বাংলায়, শূন্য থেকে নিজের প্রথম রেসপন্সিভ ওয়েবসাইট বানান',
  },
  'react-tailwind-modern-frontend': {
    title: 'React ও Tailwind CSS: আধুনিক ফ্রন্টএন্ড',
    subtitle: 'কম্পোনেন্ট, হুকস, রাউটিং আর ডেটা ফেচিং, বাস্তব প্রজেক্টের ইন্টারফেসে',
  },
  'nodejs-express-mongodb-rest-api': {
    title: 'Node.js, Express ও MongoDB দিয়ে REST API',
    subtitle: 'এমন ব্যাকএন্ড API ডিজাইন, সুরক্ষা আর টেস্ট করুন, যার ওপর ওয়েব আর মোবাইল অ্যাপ ভরসা করতে পারে',
  },
  'nextjs-typescript-production-apps': {
    title: 'প্রোডাকশন অ্যাপের জন্য Next.js ও TypeScript',
    subtitle: 'সার্ভার রেন্ডারিং, টাইপ সেফটি আর ডেপ্লয়মেন্ট, আসল ট্রাফিক সামলানোর মতো অ্যাপে',
  },
  // Mobile development
  'flutter-app-development-zero-to-play-store': {
    title: 'ফ্লাটার অ্যাপ ডেভেলপমেন্ট: শূন্য থেকে প্লে স্টোর',
    subtitle: 'এক কোডবেসে সুন্দর অ্যান্ড্রয়েড ও আইওএস অ্যাপ বানান, তারপর প্রকাশ করুন',
  },
  'dart-programming-fundamentals': {
    title: 'ডার্ট প্রোগ্রামিংয়ের মূল বিষয়',
    subtitle: 'ফ্লাটারের পেছনের ভাষা, প্রথম লাইনের কোড থেকে বুঝিয়ে বলা',
  },
  'flutter-firebase-real-time-apps': {
    title: 'ফ্লাটার ও ফায়ারবেস: রিয়েল-টাইম অ্যাপ বানান',
    subtitle: 'অথেন্টিকেশন, Firestore, পুশ নোটিফিকেশন আর ক্লাউড ফাংশন, হাতে-কলমে',
  },
  'flutter-state-management-clean-architecture': {
    title: 'ফ্লাটার স্টেট ম্যানেজমেন্ট ও ক্লিন আর্কিটেকচার',
    subtitle: 'বড় ফ্লাটার প্রজেক্টের জন্য Bloc, Riverpod, টেস্টিং আর প্রজেক্ট স্ট্রাকচার',
  },
  // Design
  'figma-ui-ux-design-bootcamp': {
    title: 'Figma UI/UX ডিজাইন বুটক্যাম্প',
    subtitle: 'ইউজার রিসার্চ থেকে ঝকঝকে, ক্লিক করা যায় এমন প্রোটোটাইপ, সবই Figma-তে',
  },
  'graphic-design-photoshop-illustrator': {
    title: 'ফটোশপ ও ইলাস্ট্রেটর দিয়ে গ্রাফিক ডিজাইন',
    subtitle: 'একজন প্রফেশনাল ডিজাইনারের কাছ থেকে লোগো, পোস্টার, সোশ্যাল পোস্ট আর প্রিন্টের কাজ শিখুন',
  },
  'ux-research-portfolio-case-studies': {
    title: 'UX রিসার্চ ও পোর্টফোলিও কেস স্টাডি',
    subtitle: 'টিমগুলো যে রিসার্চ পদ্ধতি ব্যবহার করে তা শিখুন, আর নিয়োগকর্তাকে নিজের ডিজাইনের গল্প বলুন',
  },
  'canva-social-media-design': {
    title: 'সোশ্যাল মিডিয়া ডিজাইনের জন্য ক্যানভা',
    subtitle: 'ফটোশপ ছাড়াই মিনিটে নজরকাড়া পোস্ট, রিলস কভার আর অ্যাড ডিজাইন করুন',
  },
  'mobile-video-editing-capcut': {
    title: 'মোবাইলে ভিডিও এডিটিং: ক্যাপকাট দিয়ে রিলস ও ইউটিউব',
    subtitle: 'শুধু একটা স্মার্টফোন দিয়েই এমন ভিডিও বানান, যা মানুষ শেষ পর্যন্ত দেখে',
    description: [
      'ফেসবুক পেজ, ইউটিউব চ্যানেল বা নিজের ব্যবসা, সবখানেই এখন ভিডিও লাগে। ভালো ভিডিওর জন্য দামি ক্যামেরা বা কম্পিউটার লাগে না; লাগে ঠিক পদ্ধতি। এই কোর্সের প্রতিটি ক্লাস বাংলায়, আর সব কাজ করবেন নিজের ফোনে, ফ্রি অ্যাপ ক্যাপকাট দিয়ে।',
      'ক্লিপ কাটা থেকে শুরু করে বাংলা সাবটাইটেল, ভয়েসওভার, কালার আর এক্সপোর্ট পর্যন্ত সব শিখে কোর্স শেষে নিজের তিনটি রিল প্রকাশ করবেন।',
    ].join('\n\n'),
    outcomes: [
      'ক্যাপকাটে ক্লিপ কেটে, জোড়া দিয়ে গোছানো গল্প বানাতে পারবেন',
      'প্রথম তিন সেকেন্ডেই দর্শকের মনোযোগ ধরে রাখতে পারবেন',
      'বাংলা সাবটাইটেল, ভয়েসওভার আর মিউজিক ঠিকভাবে বসাতে পারবেন',
      'রিলস, শর্টস আর ইউটিউবের জন্য সঠিক মাপে এক্সপোর্ট করতে পারবেন',
    ],
  },
  // Spoken English
  'ielts-speaking-band-7-plus': {
    title: 'IELTS স্পিকিং ব্যান্ড ৭+',
    subtitle: 'IELTS স্পিকিং টেস্টের তিনটি অংশেই সাবলীল আর আত্মবিশ্বাসের সঙ্গে কথা বলুন',
  },
  'spoken-english-everyday-confidence': {
    title: 'প্রতিদিনের স্পোকেন ইংলিশ',
    subtitle: 'মনে মনে অনুবাদ বন্ধ করে রোজকার জীবনে ইংরেজিতে কথা বলা শুরু করুন',
  },
  'job-interview-english-communication': {
    title: 'জব ইন্টারভিউয়ের ইংরেজি ও কমিউনিকেশন',
    subtitle: 'ইন্টারভিউয়ের প্রশ্নের গুছিয়ে উত্তর দিন, প্রফেশনাল ই-মেইল লিখুন আর আত্মবিশ্বাসের সঙ্গে প্রেজেন্ট করুন',
  },
  'ielts-complete-preparation': {
    title: 'IELTS সম্পূর্ণ প্রস্তুতি',
    subtitle: 'লিসেনিং, রিডিং, রাইটিং আর স্পিকিংয়ের কৌশল, সঙ্গে পূর্ণাঙ্গ মক টেস্ট',
  },
  // Freelancing
  'fiverr-upwork-freelancing-masterclass': {
    title: 'ফাইভার ও আপওয়ার্ক ফ্রিল্যান্সিং মাস্টারক্লাস',
    subtitle: 'ক্লায়েন্ট পাওয়ার মতো প্রোফাইল বানান, কাজের দাম ঠিক করুন আর বাংলাদেশে বসে ডলারে আয় করুন',
  },
  'freelancing-for-students-getting-started': {
    title: 'শিক্ষার্থীদের জন্য ফ্রিল্যান্সিং: শুরু যেভাবে',
    subtitle: 'পড়াশোনার পাশাপাশি সঠিক স্কিল বাছুন, প্রতারণা এড়ান আর প্রথম পেইড প্রজেক্ট পান',
  },
  'wordpress-websites-for-freelancers': {
    title: 'ফ্রিল্যান্সারদের জন্য ওয়ার্ডপ্রেস ওয়েবসাইট',
    subtitle: 'কোড না লিখেই ক্লায়েন্টের ওয়েবসাইট বানান, বিক্রি করুন আর দেখভাল করুন',
  },
  'winning-proposals-client-communication': {
    title: 'কাজ পাওয়ার মতো প্রপোজাল ও ক্লায়েন্ট কমিউনিকেশন',
    subtitle: 'টপ-রেটেড ফ্রিল্যান্সারের মতো প্রপোজাল লিখুন, কল সামলান আর ক্লায়েন্ট ধরে রাখুন',
  },
  // Career paths
  'data-analyst-career-path': {
    title: 'ডেটা অ্যানালিস্ট ক্যারিয়ার পাথ',
    subtitle: 'পাঁচটি কোর্স, একটাই লক্ষ্য: ডেটা অ্যানালিস্ট হিসেবে আপনার প্রথম চাকরি',
    description: [
      'একজন জুনিয়র ডেটা অ্যানালিস্টের যা যা জানা দরকার, সব এক জায়গায়, ঠিক যে ক্রমে শেখা উচিত সেই ক্রমে: অফিসের কাজের এক্সেল, ডেটাবেসের জন্য SQL, এক্সেল-SQL-Power BI-এর পুরো ওয়ার্কফ্লো, বড় ডেটার জন্য পাইথন আর বসদের ড্যাশবোর্ডের জন্য অ্যাডভান্সড Power BI।',
      'ক্রম মেনে কোর্সগুলো শেষ করুন, প্রজেক্টগুলো করুন, আর পাঁচটি বিশ্লেষণের পোর্টফোলিও নিয়ে ব্যাংক, টেলিকম বা ই-কমার্স কোম্পানিতে আবেদন করুন।',
    ].join('\n\n'),
  },
  'mern-full-stack-developer-career-path': {
    title: 'MERN ফুল-স্ট্যাক ডেভেলপার ক্যারিয়ার পাথ',
    subtitle: 'প্রথম HTML পেজ থেকে প্রোডাকশনে চালানোর মতো ফুল-স্ট্যাক অ্যাপ পর্যন্ত',
  },
  'digital-marketer-career-path': {
    title: 'ডিজিটাল মার্কেটার ক্যারিয়ার পাথ',
    subtitle: 'সোশ্যাল মিডিয়া, পেইড অ্যাড, SEO আর অ্যানালিটিক্স: এজেন্সিগুলো যে পুরো স্কিলসেট খোঁজে',
  },
  'flutter-app-developer-career-path': {
    title: 'ফ্লাটার অ্যাপ ডেভেলপার ক্যারিয়ার পাথ',
    subtitle: 'ডার্ট শিখুন, অ্যাপ বানিয়ে প্রকাশ করুন, তারপর ফায়ারবেস আর ক্লিন আর্কিটেকচারে দক্ষ হোন',
  },
  'devops-engineer-career-path': {
    title: 'DevOps ইঞ্জিনিয়ার ক্যারিয়ার পাথ',
    subtitle: 'লিনাক্স, AWS, কন্টেইনার আর CI/CD, টিমগুলো যে ক্রমে চায় সেই ক্রমে',
  },
};

export interface DemoBundleBangla {
  title: string;
  subtitle: string;
  description?: string;
}

/** By bundle slug (demo-offers.ts). */
export const DEMO_BUNDLES_BN: Readonly<Record<string, DemoBundleBangla>> = {
  'full-stack-javascript-bundle': {
    title: 'ফুল-স্ট্যাক জাভাস্ক্রিপ্ট বান্ডেল',
    subtitle: 'React, Node.js আর Next.js: পুরো ওয়েব অ্যাপ বানিয়ে লাইভে আনুন',
    description:
      'তিনটি কোর্স একসঙ্গে, আলাদা কেনার চেয়ে অনেক কম দামে। React দিয়ে ফ্রন্টএন্ড, Node.js দিয়ে API আর Next.js দিয়ে প্রোডাকশনের অ্যাপ, একটার পর একটা।',
  },
  'data-analyst-starter-bundle': {
    title: 'ডেটা অ্যানালিস্ট স্টার্টার বান্ডেল',
    subtitle: 'প্রথম অ্যানালিস্ট চাকরির জন্য SQL, পাইথন আর Power BI',
    description:
      'ডেটা অ্যানালিস্টের তিনটি মূল টুল এক প্যাকেজে। SQL দিয়ে ডেটা তুলুন, পাইথনে বিশ্লেষণ করুন আর Power BI-তে ড্যাশবোর্ড বানিয়ে দেখান।',
  },
  'design-career-bundle': {
    title: 'ডিজাইন ক্যারিয়ার বান্ডেল',
    subtitle: 'Figma, ফটোশপ, ইলাস্ট্রেটর আর ক্যানভা: একজন ডিজাইনারের পুরো টুলকিট',
  },
};

export interface DemoJobBangla {
  title: string;
  description?: string;
}

/** By the post's English title (demo-jobs.ts): several posts, as recruiters who also write Bangla do. */
export const DEMO_JOBS_BN: Readonly<Record<string, DemoJobBangla>> = {
  'Frontend Developer (React)': {
    title: 'ফ্রন্টএন্ড ডেভেলপার (React)',
    description:
      'আমাদের প্রোডাক্ট টিমে React দিয়ে দ্রুত, সহজে ব্যবহারযোগ্য ইন্টারফেস বানাবেন। ডিজাইনার আর ব্যাকএন্ড ইঞ্জিনিয়ারদের সঙ্গে মিলে নতুন ফিচার লাইভে আনবেন এবং কোডের মান ধরে রাখবেন।',
  },
  'Junior React Developer': { title: 'জুনিয়র React ডেভেলপার' },
  'Flutter Developer': {
    title: 'ফ্লাটার ডেভেলপার',
    description:
      'ফ্লাটার দিয়ে আমাদের অ্যান্ড্রয়েড ও আইওএস অ্যাপের নতুন ফিচার বানাবেন, বাগ ঠিক করবেন আর প্লে স্টোর ও অ্যাপ স্টোরে রিলিজে সাহায্য করবেন।',
  },
  'Data Analyst (Operations)': {
    title: 'ডেটা অ্যানালিস্ট (অপারেশনস)',
    description:
      'প্রতিদিনের অপারেশনের ডেটা এক্সেল ও SQL দিয়ে বিশ্লেষণ করবেন, Power BI-তে রিপোর্ট বানাবেন আর ম্যানেজমেন্টকে সহজ ভাষায় জানাবেন কোথায় সময় ও খরচ বাঁচানো যায়।',
  },
  'Accounts Officer': {
    title: 'অ্যাকাউন্টস অফিসার',
    description:
      'দৈনিক হিসাব, ভাউচার, ব্যাংক রিকনসিলিয়েশন আর মাসিক রিপোর্ট তৈরি করবেন। এক্সেলে দক্ষতা ও হিসাববিজ্ঞানের মৌলিক জ্ঞান থাকতে হবে।',
  },
  'HR Executive': { title: 'এইচআর এক্সিকিউটিভ' },
  'Customer Service Officer (Night Shift)': { title: 'কাস্টমার সার্ভিস অফিসার (নাইট শিফট)' },
  'Digital Marketing Executive': {
    title: 'ডিজিটাল মার্কেটিং এক্সিকিউটিভ',
    description:
      'ফেসবুক ও গুগল অ্যাড ক্যাম্পেইন চালাবেন, বাজেট আর ফলাফলের হিসাব রাখবেন এবং কনটেন্ট টিমের সঙ্গে মিলে প্রতি মাসের প্রচারণা পরিকল্পনা করবেন।',
  },
  'Social Media Manager': { title: 'সোশ্যাল মিডিয়া ম্যানেজার' },
  'Graphic Designer (Packaging)': { title: 'গ্রাফিক ডিজাইনার (প্যাকেজিং)' },
  'Content Creator Intern': { title: 'কনটেন্ট ক্রিয়েটর ইন্টার্ন' },
  'Customer Support Agent (Bangla)': {
    title: 'কাস্টমার সাপোর্ট এজেন্ট (বাংলা)',
    description:
      'ফোন, চ্যাট আর ই-মেইলে গ্রাহকদের প্রশ্নের উত্তর দেবেন, অর্ডার ও পেমেন্টের সমস্যা সমাধান করবেন। সুন্দর করে বাংলায় কথা বলতে ও লিখতে পারা জরুরি।',
  },
};
