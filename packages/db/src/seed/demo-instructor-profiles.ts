/**
 * The demo instructors' profiles beyond the headline and bio of demo-data.ts (issue 17 item 1): what they
 * teach, years of experience, links, the Bangla headline and bio (docs/decisions/026), and the
 * achievements and education their public profile (/instructors/{id}) and course pages show. Achievements
 * and education are written once, in the language the instructor wrote them: most in English, those of
 * instructors who teach in Bangla in Bangla. Links are to example profiles on the real sites' address
 * shapes; none is a real person's.
 */

export interface DemoAchievement {
  title: string;
  issuer: string;
  year: number | null;
  url?: string;
}

export interface DemoEducation {
  degree: string;
  institution: string;
  startYear: number | null;
  endYear: number | null;
}

export interface DemoInstructorProfile {
  headlineBn: string;
  bioBn: string;
  expertise: string;
  experienceYears: number;
  linkedinUrl?: string;
  facebookUrl?: string;
  youtubeUrl?: string;
  websiteUrl?: string;
  achievements: readonly DemoAchievement[];
  education: readonly DemoEducation[];
}

/** By the instructor's username (demo-data.ts's DEMO_INSTRUCTORS, and the `instructor` demo account). */
export const DEMO_INSTRUCTOR_PROFILES: Readonly<Record<string, DemoInstructorProfile>> = {
  tanvir_ahmed: {
    headlineBn: 'বিকাশের সিনিয়র ডেটা অ্যানালিস্ট',
    bioBn:
      'তানভীর আট বছর ধরে মোবাইল ফাইন্যান্সিয়াল সার্ভিসের ডেটা থেকে সিদ্ধান্ত বের করছেন: ফ্রড ড্যাশবোর্ড থেকে শুরু করে লাখো গ্রাহকের ক্যাম্পেইন রিপোর্ট পর্যন্ত। চল্লিশজনেরও বেশি জুনিয়র অ্যানালিস্টকে তিনি হাতে ধরে শিখিয়েছেন, আর তাঁর বিশ্বাস: যিনি স্প্রেডশিট চালাতে পারেন, তিনিই ডেটা অ্যানালিস্ট হতে পারেন।',
    expertise: 'Data analytics',
    experienceYears: 8,
    linkedinUrl: 'https://www.linkedin.com/in/tanvir-ahmed-data',
    achievements: [
      {
        title: 'Microsoft Certified: Power BI Data Analyst Associate',
        issuer: 'Microsoft',
        year: 2023,
        url: 'https://learn.microsoft.com/credentials/certifications/data-analyst-associate/',
      },
      {
        title: 'Fraud dashboard that cut agent-fraud losses by a third',
        issuer: 'bKash, internal award',
        year: 2022,
      },
      { title: 'Speaker, Bangladesh Data Summit', issuer: 'Dhaka', year: 2024 },
    ],
    education: [
      {
        degree: 'MBA in Management Information Systems',
        institution: 'Institute of Business Administration, University of Dhaka',
        startYear: 2016,
        endYear: 2018,
      },
      {
        degree: 'BSc in Statistics',
        institution: 'Jahangirnagar University',
        startYear: 2010,
        endYear: 2014,
      },
    ],
  },
  nusrat_jahan: {
    headlineBn: 'গ্রামীণফোনের ডেটা সায়েন্টিস্ট',
    bioBn:
      'নুসরাত দেশের অন্যতম বড় টেলিকম অপারেটরের জন্য গ্রাহক ধরে রাখা আর নেটওয়ার্ক ব্যবহারের মডেল বানান। ঢাকা বিশ্ববিদ্যালয়ে পরিসংখ্যান পড়েছেন, আর Python ও SQL বোঝাতে ভালোবাসেন প্রতিদিনের বাংলাদেশি উদাহরণ দিয়ে।',
    expertise: 'Python and machine learning',
    experienceYears: 6,
    linkedinUrl: 'https://www.linkedin.com/in/nusrat-jahan-ds',
    achievements: [
      { title: 'Winner, Datathon Bangladesh', issuer: 'BASIS and a2i', year: 2021 },
      { title: 'Kaggle Competitions Expert', issuer: 'Kaggle', year: 2022 },
    ],
    education: [
      {
        degree: 'MS in Applied Statistics',
        institution: 'University of Dhaka',
        startYear: 2017,
        endYear: 2018,
      },
      { degree: 'BSc in Statistics', institution: 'University of Dhaka', startYear: 2012, endYear: 2016 },
    ],
  },
  rafiqul_islam: {
    headlineBn: 'ব্রেইন স্টেশন ২৩-এর ডেভঅপস লিড',
    bioBn:
      'রফিকুল একটি প্ল্যাটফর্ম টিমের নেতৃত্ব দেন, যারা ব্যাংক ও টেলিকম ক্লায়েন্টদের Kubernetes ক্লাস্টার আর CI/CD পাইপলাইন চালায়। তাঁর AWS Solutions Architect ও CKA সার্টিফিকেশন আছে, আর ২০১৯ সাল থেকে বাংলায় ডেভঅপস শেখাচ্ছেন।',
    expertise: 'DevOps and cloud',
    experienceYears: 10,
    linkedinUrl: 'https://www.linkedin.com/in/rafiqul-islam-devops',
    youtubeUrl: 'https://www.youtube.com/@devops-bangla',
    achievements: [
      {
        title: 'AWS Certified Solutions Architect – Professional',
        issuer: 'Amazon Web Services',
        year: 2022,
      },
      { title: 'Certified Kubernetes Administrator (CKA)', issuer: 'The Linux Foundation', year: 2021 },
      { title: 'DevOps in Bangla: 40,000 subscribers', issuer: 'YouTube', year: 2024 },
    ],
    education: [
      {
        degree: 'BSc in Computer Science and Engineering',
        institution: 'Khulna University of Engineering & Technology',
        startYear: 2009,
        endYear: 2013,
      },
    ],
  },
  farhana_rahman: {
    headlineBn: 'পাঠাওয়ের সাইট রিলায়াবিলিটি ইঞ্জিনিয়ার',
    bioBn:
      'ঈদের ভিড়েও রাইড শেয়ারিং আর ডেলিভারি সার্ভিস যেন বন্ধ না হয়, ফারহানা সেটাই নিশ্চিত করেন। চট্টগ্রামে লিনাক্স সিস্টেম অ্যাডমিনিস্ট্রেটর হিসেবে ক্যারিয়ার শুরু করেছিলেন; এখন ক্লাউডের মূল বিষয়গুলো শেখান, যাতে আরও বেশি নারী ইনফ্রাস্ট্রাকচার টিমে যোগ দিতে পারেন।',
    expertise: 'Linux and cloud fundamentals',
    experienceYears: 7,
    linkedinUrl: 'https://www.linkedin.com/in/farhana-rahman-sre',
    achievements: [
      { title: 'Women in Tech Award, Infrastructure', issuer: 'BASIS', year: 2023 },
      { title: 'Red Hat Certified Engineer (RHCE)', issuer: 'Red Hat', year: 2019 },
    ],
    education: [
      {
        degree: 'BSc in Computer Science and Engineering',
        institution: 'Chittagong University of Engineering & Technology',
        startYear: 2011,
        endYear: 2015,
      },
    ],
  },
  sabbir_hossain: {
    headlineBn: 'ঢাকার একটি ডিজিটাল এজেন্সির পারফরম্যান্স মার্কেটিং লিড',
    bioBn:
      'ফ্যাশন, খাবার আর শিক্ষা প্রতিষ্ঠানের জন্য সাব্বির ৫ কোটি টাকার বেশি Facebook ও Google বিজ্ঞাপন পরিচালনা করেছেন। দিনে ক্যাম্পেইন চালান, আর ছোট ব্যবসার মালিকদের শেখান কীভাবে শুধু পোস্ট বুস্ট না করে বিক্রি মাপতে হয়।',
    expertise: 'Performance marketing',
    experienceYears: 9,
    facebookUrl: 'https://www.facebook.com/sabbir.ads',
    achievements: [
      { title: 'Meta Certified Media Buying Professional', issuer: 'Meta', year: 2023 },
      {
        title: 'Best Performance Campaign, Bangladesh Digital Marketing Awards',
        issuer: 'Dhaka',
        year: 2022,
      },
    ],
    education: [
      { degree: 'BBA in Marketing', institution: 'North South University', startYear: 2009, endYear: 2013 },
    ],
  },
  tasnim_chowdhury: {
    headlineBn: 'চালডালের গ্রোথ মার্কেটিং ম্যানেজার',
    bioBn:
      'একটি অনলাইন গ্রোসারির অর্গানিক ট্রাফিক তাসনিম কয়েক হাজার থেকে মাসে দশ লাখের বেশি ভিজিটে নিয়ে গেছেন। SEO, অ্যানালিটিক্স আর কনটেন্ট তাঁর বিশেষত্ব; শুকনো Google Analytics রিপোর্টকে সাপ্তাহিক কাজের পরিষ্কার তালিকায় বদলে দেওয়ার জন্য তিনি পরিচিত।',
    expertise: 'SEO and analytics',
    experienceYears: 7,
    linkedinUrl: 'https://www.linkedin.com/in/tasnim-chowdhury-growth',
    websiteUrl: 'https://example.com/tasnim-seo-notes',
    achievements: [
      { title: 'Google Analytics Certification', issuer: 'Google Skillshop', year: 2024 },
      {
        title: 'Grew organic traffic from 5,000 to 1.2 million monthly visits',
        issuer: 'Chaldal',
        year: 2023,
      },
    ],
    education: [
      {
        degree: 'BSS in Mass Communication and Journalism',
        institution: 'University of Dhaka',
        startYear: 2011,
        endYear: 2015,
      },
    ],
  },
  mahmudul_hasan: {
    headlineBn: 'বিজেআইটির সিনিয়র সফটওয়্যার ইঞ্জিনিয়ার',
    bioBn:
      'নয় বছর ধরে মাহমুদুল জাপান, ইউরোপ আর বাংলাদেশের ক্লায়েন্টদের জন্য JavaScript প্রোডাক্ট বানাচ্ছেন। MERN স্ট্যাক শেখান ঠিক যেভাবে টিমগুলো আসলে কাজ করে: প্রথম দিন থেকেই Git, কোড রিভিউ, টেস্ট আর ডিপ্লয়মেন্টসহ।',
    expertise: 'MERN stack development',
    experienceYears: 9,
    linkedinUrl: 'https://www.linkedin.com/in/mahmudul-hasan-mern',
    achievements: [
      { title: 'Champion, National Hackathon', issuer: 'ICT Division', year: 2018 },
      { title: 'MongoDB Certified Developer Associate', issuer: 'MongoDB', year: 2021 },
    ],
    education: [
      {
        degree: 'BSc in Computer Science and Engineering',
        institution: 'Shahjalal University of Science and Technology',
        startYear: 2010,
        endYear: 2014,
      },
    ],
  },
  sadia_afrin: {
    headlineBn: 'শপআপের ফ্রন্টএন্ড ইঞ্জিনিয়ার',
    bioBn:
      'হাজারো ছোট দোকানদার প্রতিদিন যে React ইন্টারফেস ব্যবহার করেন, সাদিয়া সেগুলো বানান। রাজশাহীর এই স্বশিক্ষিত ডেভেলপার একদম নতুনদের শেখান ধৈর্য নিয়ে, প্রচুর ছবি দিয়ে আর প্রতিটি লেসনে ছোট ছোট সাফল্যের মাধ্যমে।',
    expertise: 'Web development for beginners',
    experienceYears: 5,
    linkedinUrl: 'https://www.linkedin.com/in/sadia-afrin-frontend',
    achievements: [{ title: 'Speaker, JSConf Bangladesh', issuer: 'Dhaka', year: 2024 }],
    education: [
      { degree: 'BA in English', institution: 'University of Rajshahi', startYear: 2012, endYear: 2016 },
      {
        degree: 'Responsive Web Design Certification',
        institution: 'freeCodeCamp',
        startYear: null,
        endYear: 2018,
      },
    ],
  },
  rakib_uddin: {
    headlineBn: 'ব্রেইন স্টেশন ২৩-এর সিনিয়র ফ্লাটার ডেভেলপার',
    bioBn:
      'রাকিব Play Store আর App Store-এ বিশটিরও বেশি Flutter অ্যাপ প্রকাশ করেছেন, যার মধ্যে আছে দশ লাখের বেশি ডাউনলোডের ফিনটেক ও ই-লার্নিং অ্যাপ। ক্লিন আর্কিটেকচার আর সেই খুঁটিনাটির ওপর জোর দেন, যাতে অ্যাপ প্রথমবারেই অনুমোদন পায়।',
    expertise: 'Flutter app development',
    experienceYears: 7,
    linkedinUrl: 'https://www.linkedin.com/in/rakib-uddin-flutter',
    achievements: [
      { title: 'Google Developer Expert in Flutter', issuer: 'Google', year: 2023 },
      { title: 'E-learning app passed one million downloads', issuer: 'Google Play', year: 2022 },
    ],
    education: [
      {
        degree: 'BSc in Computer Science and Engineering',
        institution: 'Rajshahi University of Engineering & Technology',
        startYear: 2011,
        endYear: 2015,
      },
    ],
  },
  mehnaz_karim: {
    headlineBn: 'শপআপের লিড প্রোডাক্ট ডিজাইনার',
    bioBn:
      'মেহনাজ সারা দেশের ব্যবসায়ীদের জন্য মোবাইল-ফার্স্ট প্রোডাক্ট ডিজাইন করেন, ঢাকা থেকে সিলেট পর্যন্ত ইউজেবিলিটি টেস্ট চালিয়েছেন। UX-এ আসার আগে ঢাকার একটি এজেন্সিতে গ্রাফিক ডিজাইনার ছিলেন, তাই শেখান কারিগরি আর কাজের প্রক্রিয়া দুটোই।',
    expertise: 'UX and product design',
    experienceYears: 8,
    linkedinUrl: 'https://www.linkedin.com/in/mehnaz-karim-ux',
    // She teaches the demo's Bangla course (মোবাইলে ভিডিও এডিটিং) and wrote these in Bangla.
    achievements: [
      { title: 'সেরা মোবাইল অ্যাপ ডিজাইন, বেসিস ন্যাশনাল আইসিটি অ্যাওয়ার্ডস', issuer: 'বেসিস', year: 2022 },
      { title: 'গুগল ইউএক্স ডিজাইন প্রফেশনাল সার্টিফিকেট', issuer: 'গুগল ও কোর্সেরা', year: 2021 },
    ],
    education: [
      {
        degree: 'চারুকলায় স্নাতক (গ্রাফিক ডিজাইন)',
        institution: 'চারুকলা অনুষদ, ঢাকা বিশ্ববিদ্যালয়',
        startYear: 2010,
        endYear: 2014,
      },
    ],
  },
  ayesha_siddiqua: {
    headlineBn: 'আইইএলটিএস ট্রেইনার ও কমিউনিকেশন কোচ (ব্যান্ড ৮.৫)',
    bioBn:
      'এগারো বছরে আয়েশা ছয় হাজারেরও বেশি শিক্ষার্থীকে IELTS আর চাকরির ইন্টারভিউয়ের জন্য তৈরি করেছেন। তাঁর ক্লাস হাতে-কলমে আর বন্ধুসুলভ, বাংলাভাষীরা সবচেয়ে বেশি যে ভুলগুলো করেন আর সেগুলো ঠিক করার উপায় ঘিরে সাজানো।',
    expertise: 'IELTS and spoken English',
    experienceYears: 11,
    facebookUrl: 'https://www.facebook.com/ielts.with.ayesha',
    youtubeUrl: 'https://www.youtube.com/@ielts-with-ayesha',
    achievements: [
      { title: 'আইইএলটিএস ব্যান্ড স্কোর ৮.৫', issuer: 'ব্রিটিশ কাউন্সিল', year: 2015 },
      { title: 'CELTA (Cambridge Certificate in Teaching English)', issuer: 'Cambridge English', year: 2017 },
    ],
    education: [
      {
        degree: 'ইংরেজি ভাষা ও সাহিত্যে স্নাতকোত্তর',
        institution: 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়',
        startYear: 2011,
        endYear: 2012,
      },
      {
        degree: 'ইংরেজি ভাষা ও সাহিত্যে স্নাতক (সম্মান)',
        institution: 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়',
        startYear: 2007,
        endYear: 2011,
      },
    ],
  },
  jubayer_alam: {
    headlineBn: 'আপওয়ার্কের টপ রেটেড প্লাস ফ্রিল্যান্সার',
    bioBn:
      'খুলনায় ব্যাংকের চাকরি ছেড়ে জুবায়ের পুরোদমে ফ্রিল্যান্সিং শুরু করেন, আর যুক্তরাষ্ট্র, যুক্তরাজ্য ও অস্ট্রেলিয়ার ক্লায়েন্টদের ৪০০টির বেশি প্রজেক্ট শেষ করেছেন। কম আকর্ষণীয় কিন্তু জরুরি বিষয়গুলোও শেখান: প্রপোজাল, দাম ঠিক করা, ক্লায়েন্টের সঙ্গে যোগাযোগ আর নিরাপদে টাকা তোলা।',
    expertise: 'Freelancing',
    experienceYears: 8,
    linkedinUrl: 'https://www.linkedin.com/in/jubayer-alam-freelancer',
    achievements: [
      { title: 'Top Rated Plus', issuer: 'Upwork', year: 2020 },
      { title: 'Best Freelancer, ICT Division Freelancer Awards', issuer: 'ICT Division', year: 2023 },
    ],
    education: [
      { degree: 'BBA in Finance', institution: 'Khulna University', startYear: 2008, endYear: 2012 },
    ],
  },
  // The `instructor@dokkho.test` demo account (demo-accounts.ts): a profile worth editing.
  instructor: {
    headlineBn: 'ডেটা অ্যানালিস্ট ও এক্সেল ট্রেইনার',
    bioBn:
      'ডেমো ইন্সট্রাক্টর প্রোফাইল: আট বছর ধরে স্প্রেডশিট থেকে সিদ্ধান্ত বের করা, আর সেটাই শেখানো। এই প্রোফাইলটি বদলে দেখুন, আপনার কোর্স পেজে সঙ্গে সঙ্গে দেখাবে।',
    expertise: 'Data analytics',
    experienceYears: 8,
    linkedinUrl: 'https://www.linkedin.com/in/dokkho-demo-instructor',
    achievements: [
      { title: 'Microsoft Office Specialist: Excel Expert', issuer: 'Microsoft', year: 2021 },
      {
        title: 'Trained 1,200 bank officers in Excel reporting',
        issuer: 'Bangladesh Institute of Bank Management',
        year: 2023,
      },
    ],
    education: [
      {
        degree: 'BBA in Accounting',
        institution: 'University of Chittagong',
        startYear: 2011,
        endYear: 2015,
      },
    ],
  },
};
