import { SITE } from '@dokkho/contract/site';
import { schema, type Database } from '@dokkho/db';

/**
 * The chatbot's FAQ as shipped (issue 8 item 3): how Dokkho works, in English and Bangla. Facts come from
 * the terms page (apps/web/src/features/shell/terms-page.tsx: payments, refunds, certificates, access),
 * the site config (packages/contract/src/site.ts: support contacts) and SPEC.md §2 (the pages linked).
 * Staff edit the rows in chat_faqs; start-up only inserts the slugs that are missing, so edits are kept.
 * `keywords` holds what people actually type, misspellings and Bangla included.
 */
export interface DefaultFaq {
  slug: string;
  topic: string;
  questionEn: string;
  answerEn: string;
  questionBn: string;
  answerBn: string;
  keywords: string;
  link: string;
}

const SUPPORT_EN = `e-mail ${SITE.email} or call ${SITE.phone}`;
const SUPPORT_BN = `ই-মেইল করুন ${SITE.email} ঠিকানায় অথবা কল করুন ${SITE.phone} নম্বরে`;

export const DEFAULT_FAQS: readonly DefaultFaq[] = [
  {
    slug: 'payment-methods',
    topic: 'payments',
    questionEn: 'How can I pay for a course? Which payment methods do you accept?',
    answerEn:
      'You can pay with bKash, Nagad, Rocket, internet banking and local debit or credit cards through our secure payment gateway (SSLCommerz), or with an international Visa or Mastercard card through Stripe. Prices are in Bangladeshi Taka (BDT). We never see or store your full card number or wallet PIN.',
    questionBn: 'কোর্সের টাকা কীভাবে পেমেন্ট করব? কোন কোন পেমেন্ট মাধ্যম আছে?',
    answerBn:
      'আমাদের নিরাপদ পেমেন্ট গেটওয়ে (SSLCommerz) দিয়ে bKash (বিকাশ), Nagad (নগদ), Rocket, ইন্টারনেট ব্যাংকিং এবং দেশি ডেবিট বা ক্রেডিট কার্ডে পেমেন্ট করা যায়; বিদেশি Visa বা Mastercard কার্ডে Stripe দিয়ে। দাম বাংলাদেশি টাকায় (BDT)। আপনার পুরো কার্ড নম্বর বা ওয়ালেটের পিন আমরা কখনো দেখি না বা রাখি না।',
    keywords:
      'pay payment payments method methods bkash nagad rocket card cards visa mastercard sslcommerz stripe checkout buy purchase পেমেন্ট বিকাশ নগদ রকেট কার্ড কিনব কেনা টাকা',
    link: '/allcourses',
  },
  {
    slug: 'bkash-payment',
    topic: 'payments',
    questionEn: 'How do I pay with bKash?',
    answerEn:
      'Open the course, press Enroll Now and choose bKash at checkout. You are taken to the secure payment page: enter your bKash number, the verification code sent by SMS and your bKash PIN, then confirm. Your enrollment starts as soon as the payment is confirmed, and the course appears in your dashboard. If money left your account but the course does not appear within 24 hours, contact support with the transaction ID.',
    questionBn: 'বিকাশে কীভাবে পেমেন্ট করব?',
    answerBn:
      'কোর্সের পেজে “এখনই ভর্তি হোন” চাপুন এবং চেকআউটে bKash (বিকাশ) বেছে নিন। নিরাপদ পেমেন্ট পেজে আপনার বিকাশ নম্বর, SMS-এ আসা ভেরিফিকেশন কোড আর বিকাশ পিন দিয়ে কনফার্ম করুন। পেমেন্ট নিশ্চিত হলেই ভর্তি সম্পন্ন হয় এবং কোর্সটি ড্যাশবোর্ডে দেখা যায়। টাকা কেটে গেলেও ২৪ ঘণ্টার মধ্যে কোর্স না এলে ট্রানজেকশন আইডি দিয়ে সাপোর্টে যোগাযোগ করুন।',
    keywords:
      'bkash bikash bkas b-kash mobile wallet pin otp send money বিকাশ বিকাশে বিকাশের পিন মোবাইল ব্যাংকিং',
    link: '/allcourses',
  },
  {
    slug: 'nagad-rocket-payment',
    topic: 'payments',
    questionEn: 'Can I pay with Nagad or Rocket?',
    answerEn:
      'Yes. Choose Nagad or Rocket on the secure payment page at checkout, enter your wallet number and confirm with your PIN. The enrollment starts as soon as the payment is confirmed.',
    questionBn: 'নগদ বা রকেট দিয়ে কি পেমেন্ট করা যায়?',
    answerBn:
      'হ্যাঁ। চেকআউটের নিরাপদ পেমেন্ট পেজে Nagad (নগদ) বা Rocket (রকেট) বেছে নিন, ওয়ালেট নম্বর দিন এবং পিন দিয়ে কনফার্ম করুন। পেমেন্ট নিশ্চিত হলেই ভর্তি সম্পন্ন হয়।',
    keywords: 'nagad rocket dbbl wallet mobile banking নগদ রকেট',
    link: '',
  },
  {
    slug: 'card-payment',
    topic: 'payments',
    questionEn: 'Can I pay by card from abroad?',
    answerEn:
      'Yes. Local debit and credit cards work through our payment gateway, and international Visa and Mastercard cards through Stripe. Prices are shown in Taka; your bank converts the amount.',
    questionBn: 'বিদেশ থেকে কার্ডে পেমেন্ট করা যাবে?',
    answerBn:
      'হ্যাঁ। দেশি ডেবিট ও ক্রেডিট কার্ড আমাদের পেমেন্ট গেটওয়েতে, আর বিদেশি Visa ও Mastercard কার্ড Stripe দিয়ে চলে। দাম টাকায় দেখানো হয়; আপনার ব্যাংক রূপান্তর করে নেয়।',
    keywords:
      'card credit debit visa mastercard international abroad dollar stripe foreign কার্ড ক্রেডিট ডেবিট বিদেশ',
    link: '',
  },
  {
    slug: 'refunds',
    topic: 'refunds',
    questionEn: 'What is your refund policy? Can I get my money back?',
    answerEn: `If a course is not right for you, write to ${SITE.email} within 7 days of payment. We refund the full amount if you have completed less than 20% of the course and have not downloaded its certificate or resources. Approved refunds go back through the original payment method within 10 working days. Bundles are refunded as a whole.`,
    questionBn: 'রিফান্ড পলিসি কী? টাকা ফেরত পাওয়া যাবে?',
    answerBn: `কোর্স আপনার উপযোগী না হলে পেমেন্টের ৭ দিনের মধ্যে ${SITE.email} ঠিকানায় লিখুন। কোর্সের ২০%-এর কম শেষ করে থাকলে এবং সার্টিফিকেট বা রিসোর্স ডাউনলোড না করে থাকলে পুরো টাকা ফেরত দেওয়া হয়। অনুমোদিত রিফান্ড ১০ কর্মদিবসের মধ্যে যে মাধ্যমে পেমেন্ট করেছিলেন সেখানেই ফেরত যায়। বান্ডেল পুরোটা একসাথে রিফান্ড হয়।`,
    keywords: 'refund refunds money back return cancel cancellation policy রিফান্ড ফেরত টাকা ফেরত বাতিল',
    link: '/terms-and-conditions',
  },
  {
    slug: 'certificates',
    topic: 'certificates',
    questionEn: 'Do I get a certificate? How do I get it?',
    answerEn:
      'Yes. When you complete a course (its lessons, quizzes and projects), your certificate is issued and appears under Certificates in your dashboard, where you can download it as a PDF. Every certificate has a serial number and a public verification page at /certificate/{serial} that employers can check.',
    questionBn: 'সার্টিফিকেট পাওয়া যাবে? কীভাবে পাব?',
    answerBn:
      'হ্যাঁ। কোর্সের লেসন, কুইজ ও প্রজেক্ট শেষ করলে সার্টিফিকেট ইস্যু হয় এবং ড্যাশবোর্ডের Certificates অংশে PDF হিসেবে ডাউনলোড করা যায়। প্রতিটি সার্টিফিকেটের একটি সিরিয়াল নম্বর আর /certificate/{serial} ঠিকানায় একটি পাবলিক যাচাই পেজ আছে, যা নিয়োগকর্তারা দেখে নিতে পারেন।',
    keywords:
      'certificate certificates certification certified certficate sertificate pdf সার্টিফিকেট সনদ সনদপত্র',
    link: '/newDashboard/certificates',
  },
  {
    slug: 'certificate-verification',
    topic: 'certificates',
    questionEn: 'How can an employer verify my certificate?',
    answerEn:
      'Every Dokkho certificate has a serial number printed on it and a QR code. Anyone can open /certificate/{serial} (for example from the QR code) to see the learner, the course and the date it was issued.',
    questionBn: 'নিয়োগকর্তা কীভাবে আমার সার্টিফিকেট যাচাই করবে?',
    answerBn:
      'প্রতিটি দক্ষ সার্টিফিকেটে একটি সিরিয়াল নম্বর আর QR কোড থাকে। যে কেউ /certificate/{serial} ঠিকানায় (যেমন QR কোড স্ক্যান করে) গিয়ে শিক্ষার্থী, কোর্স আর ইস্যুর তারিখ দেখতে পারেন।',
    keywords: 'verify verification check valid genuine fake serial qr employer যাচাই ভেরিফাই আসল',
    link: '',
  },
  {
    slug: 'course-access',
    topic: 'courses',
    questionEn: 'How long do I have access to a course after buying it?',
    answerEn:
      'Lifetime access: once you enroll, you can watch the lessons at your own pace for as long as the course is offered on Dokkho, unless the course page states a shorter access period. Bundles give the same access to every course in them.',
    questionBn: 'কোর্স কেনার পর কতদিন দেখতে পারব?',
    answerBn:
      'লাইফটাইম অ্যাক্সেস: ভর্তি হওয়ার পর কোর্সটি Dokkho-তে যতদিন থাকবে ততদিন নিজের সুবিধামতো লেসন দেখতে পারবেন, যদি না কোর্সের পেজে কম সময়ের কথা বলা থাকে। বান্ডেলের প্রতিটি কোর্সেও একই অ্যাক্সেস।',
    keywords:
      'access lifetime expire expiry validity how long duration forever recorded video watch again অ্যাক্সেস লাইফটাইম মেয়াদ কতদিন',
    link: '',
  },
  {
    slug: 'free-classes',
    topic: 'free classes',
    questionEn: 'Do you have free classes?',
    answerEn:
      'Yes. We run free live classes on popular topics: see the list and book a seat on the free classes page. Several full courses are free as well (price 0): you can enroll in them straight away.',
    questionBn: 'ফ্রি ক্লাস আছে কি?',
    answerBn:
      'হ্যাঁ। জনপ্রিয় বিষয়ে আমরা ফ্রি লাইভ ক্লাস নিই: ফ্রি ক্লাস পেজে তালিকা দেখে সিট বুক করুন। কয়েকটি পুরো কোর্সও ফ্রি, সরাসরি ভর্তি হওয়া যায়।',
    keywords: 'free class classes seminar demo class trial booking book seat ফ্রি ক্লাস বিনামূল্যে সেমিনার',
    link: '/free-classes',
  },
  {
    slug: 'masterclasses',
    topic: 'masterclasses',
    questionEn: 'What is a masterclass and how do I join the next one?',
    answerEn:
      'A masterclass is a live session with an industry expert on one topic. Upcoming masterclasses are announced on the home page; register with the form on the masterclass page to reserve your seat, and past ones can be watched as recordings.',
    questionBn: 'মাস্টারক্লাস কী এবং পরের মাস্টারক্লাসে কীভাবে যোগ দেব?',
    answerBn:
      'মাস্টারক্লাস হলো একজন ইন্ডাস্ট্রি এক্সপার্টের সাথে একটি বিষয়ের ওপর লাইভ সেশন। আসন্ন মাস্টারক্লাসের ঘোষণা হোম পেজে থাকে; মাস্টারক্লাস পেজের ফর্মে রেজিস্টার করে সিট নিশ্চিত করুন, আর আগেরগুলোর রেকর্ডিং দেখা যায়।',
    keywords:
      'masterclass masterclasses master class webinar live session expert register upcoming মাস্টারক্লাস ওয়েবিনার লাইভ',
    link: '/',
  },
  {
    slug: 'job-board',
    topic: 'jobs',
    questionEn: 'How does the job board work? How do I apply for a job?',
    answerEn:
      'Browse open jobs on the job board, filter them by division, type and salary, and apply with your Dokkho profile and resume. You can follow each application in your job seeker dashboard. Recruiters can post jobs from the hiring page.',
    questionBn: 'জব বোর্ড কীভাবে কাজ করে? চাকরির জন্য কীভাবে আবেদন করব?',
    answerBn:
      'জব বোর্ডে খোলা চাকরিগুলো দেখুন, বিভাগ, ধরন ও বেতন দিয়ে ফিল্টার করুন, এবং Dokkho প্রোফাইল ও রিজিউমে দিয়ে আবেদন করুন। প্রতিটি আবেদনের অবস্থা চাকরিপ্রার্থীর ড্যাশবোর্ডে দেখা যায়। নিয়োগকর্তারা হায়ারিং পেজ থেকে চাকরির বিজ্ঞপ্তি দিতে পারেন।',
    keywords: 'job board apply application career recruiter vacancy চাকরি জব আবেদন অ্যাপ্লাই',
    link: '/jobs',
  },
  {
    slug: 'resume-builder',
    topic: 'resume',
    questionEn: 'Can I make a resume on Dokkho?',
    answerEn:
      'Yes. The resume builder in your job seeker dashboard makes a clean, professional resume and cover letter from your profile, which you can download as a PDF, share with a link and use to apply for jobs on Dokkho.',
    questionBn: 'Dokkho-তে কি রিজিউমে বানানো যায়?',
    answerBn:
      'হ্যাঁ। চাকরিপ্রার্থীর ড্যাশবোর্ডের রিজিউমে বিল্ডার আপনার প্রোফাইল থেকে পরিচ্ছন্ন, প্রফেশনাল রিজিউমে ও কভার লেটার বানায়; PDF ডাউনলোড, লিংক শেয়ার এবং Dokkho-তে চাকরির আবেদনে ব্যবহার করা যায়।',
    keywords: 'resume cv builder cover letter make create pdf রিজিউমে সিভি বায়োডাটা কভার লেটার',
    link: '/resume',
  },
  {
    slug: 'affiliate-programme',
    topic: 'affiliate',
    questionEn: 'How does the affiliate programme work?',
    answerEn:
      'Join the affiliate programme, share your personal course links, and earn a commission on every sale made through them, while your buyers get a discount. Track clicks, sales and earnings in the affiliate dashboard and request a payout once you reach the minimum.',
    questionBn: 'অ্যাফিলিয়েট প্রোগ্রাম কীভাবে কাজ করে?',
    answerBn:
      'অ্যাফিলিয়েট প্রোগ্রামে যোগ দিয়ে নিজের কোর্স লিংক শেয়ার করুন; সেই লিংকে প্রতিটি বিক্রিতে আপনি কমিশন পাবেন আর ক্রেতা পাবেন ছাড়। ক্লিক, বিক্রি ও আয় অ্যাফিলিয়েট ড্যাশবোর্ডে দেখুন এবং ন্যূনতম অঙ্কে পৌঁছালে পেআউট চান।',
    keywords:
      'affiliate affiliation commission earn referral refer link payout partner অ্যাফিলিয়েট কমিশন আয় রেফার',
    link: '/affiliation',
  },
  {
    slug: 'support-contacts',
    topic: 'support',
    questionEn: 'How can I contact Dokkho support?',
    answerEn: `Our support team is happy to help: ${SUPPORT_EN}, or book a support session. Our office: ${SITE.address}.`,
    questionBn: 'Dokkho সাপোর্টের সাথে কীভাবে যোগাযোগ করব?',
    answerBn: `আমাদের সাপোর্ট টিম সাহায্য করতে প্রস্তুত: ${SUPPORT_BN}, অথবা একটি সাপোর্ট সেশন বুক করুন। অফিস: ${SITE.address}।`,
    keywords:
      'support contact help helpline phone number call email mail office address hotline customer care সাপোর্ট যোগাযোগ হেল্পলাইন ফোন নম্বর ইমেইল ঠিকানা অফিস সাহায্য',
    link: '/support-session',
  },
  {
    slug: 'password-reset',
    topic: 'account',
    questionEn: 'I forgot my password. How do I reset it?',
    answerEn:
      'Press Log in, then "Forgot password?", and enter your e-mail address or phone number. We send you a reset link by e-mail (or a code by SMS); open it and choose a new password. Never share your password or the code with anyone, including us.',
    questionBn: 'পাসওয়ার্ড ভুলে গেছি, কীভাবে রিসেট করব?',
    answerBn:
      '“লগইন” চাপুন, তারপর “পাসওয়ার্ড ভুলে গেছেন?” চাপুন এবং ই-মেইল বা ফোন নম্বর দিন। আমরা ই-মেইলে রিসেট লিংক (বা SMS-এ কোড) পাঠাই; সেটি খুলে নতুন পাসওয়ার্ড দিন। পাসওয়ার্ড বা কোড কাউকে, এমনকি আমাদেরও, কখনো বলবেন না।',
    keywords:
      'password forgot forgotten reset change login log in sign in account locked otp পাসওয়ার্ড ভুলে রিসেট লগইন অ্যাকাউন্ট',
    link: '',
  },
  {
    slug: 'account-signup',
    topic: 'account',
    questionEn: 'How do I create an account?',
    answerEn:
      'Press Sign up and register with your e-mail address, your phone number or your Google account. Confirm your e-mail or phone with the code we send, and you can enroll in courses right away.',
    questionBn: 'কীভাবে অ্যাকাউন্ট খুলব?',
    answerBn:
      '“অ্যাকাউন্ট খুলুন” চাপুন, তারপর ই-মেইল, মোবাইল নম্বর বা Google অ্যাকাউন্ট দিয়ে শুরু করুন। আমাদের পাঠানো কোড দিয়ে ই-মেইল বা ফোন নিশ্চিত করলেই কোর্সে ভর্তি হতে পারবেন।',
    keywords: 'account signup sign up register registration create new user অ্যাকাউন্ট রেজিস্টার সাইন আপ নিবন্ধন',
    link: '',
  },
  {
    slug: 'become-instructor',
    topic: 'instructors',
    questionEn: 'How can I become an instructor on Dokkho?',
    answerEn:
      'If you are a working professional who wants to teach, apply through the development page with your experience and a course idea. Our team reviews every application and helps you plan, record and publish your course; instructors keep ownership of their content.',
    questionBn: 'Dokkho-তে কীভাবে ইন্সট্রাক্টর হব?',
    answerBn:
      'আপনি যদি কর্মজীবী পেশাজীবী হন এবং শেখাতে চান, ডেভেলপমেন্ট পেজে আপনার অভিজ্ঞতা ও কোর্সের আইডিয়া দিয়ে আবেদন করুন। আমাদের টিম প্রতিটি আবেদন দেখে এবং কোর্স পরিকল্পনা, রেকর্ডিং ও প্রকাশে সাহায্য করে; কনটেন্টের মালিকানা ইন্সট্রাক্টরেরই থাকে।',
    keywords: 'instructor teacher teach trainer mentor become apply ইন্সট্রাক্টর শিক্ষক শেখাতে মেন্টর',
    link: '/development',
  },
  {
    slug: 'business-training',
    topic: 'business',
    questionEn: 'Do you offer training for companies and teams?',
    answerEn:
      'Yes. Dokkho for Business trains teams with our courses and custom programmes, with progress reports for managers. Tell us what your team needs on the business page and we will get back to you.',
    questionBn: 'কোম্পানি বা টিমের জন্য ট্রেনিং আছে?',
    answerBn:
      'হ্যাঁ। Dokkho for Business আমাদের কোর্স ও কাস্টম প্রোগ্রাম দিয়ে টিমকে প্রশিক্ষণ দেয়, ম্যানেজারদের জন্য অগ্রগতির রিপোর্টসহ। বিজনেস পেজে আপনার টিমের প্রয়োজন জানান, আমরা যোগাযোগ করব।',
    keywords:
      'business company corporate team employees organisation organization b2b বিজনেস কোম্পানি কর্পোরেট টিম',
    link: '/business',
  },
  {
    slug: 'hire-talent',
    topic: 'hiring',
    questionEn: 'I am a recruiter. How can I hire Dokkho learners?',
    answerEn:
      'Post your jobs on Dokkho from the hiring page: your posts appear on the job board, you see ranked applicants and their verified certificates, and you can contact talent directly.',
    questionBn: 'আমি নিয়োগকর্তা, কীভাবে Dokkho-র শিক্ষার্থীদের নিয়োগ দেব?',
    answerBn:
      'হায়ারিং পেজ থেকে Dokkho-তে চাকরির বিজ্ঞপ্তি দিন: আপনার পোস্ট জব বোর্ডে দেখা যাবে, র‍্যাংক করা আবেদনকারী ও তাঁদের যাচাই করা সার্টিফিকেট দেখতে পাবেন এবং সরাসরি যোগাযোগ করতে পারবেন।',
    keywords: 'recruiter employer hire hiring post job talent company নিয়োগকর্তা রিক্রুটার নিয়োগ দিতে',
    link: '/hiringpage',
  },
  {
    slug: 'bundles',
    topic: 'offers',
    questionEn: 'What are bundles?',
    answerEn:
      'A bundle puts the courses of one career goal together for less than buying them one by one: one payment, lifetime access to every course in it.',
    questionBn: 'বান্ডেল কী?',
    answerBn:
      'বান্ডেল হলো একটি ক্যারিয়ার লক্ষ্যের কোর্সগুলো একসাথে, আলাদা আলাদা কেনার চেয়ে কম দামে: একবার পেমেন্ট, প্রতিটি কোর্সে লাইফটাইম অ্যাক্সেস।',
    keywords: 'bundle bundles package combo বান্ডেল প্যাকেজ',
    link: '/bundle-offer',
  },
  {
    slug: 'promo-codes',
    topic: 'offers',
    questionEn: 'How do I use a promo code or coupon?',
    answerEn:
      'Enter the promo code at checkout before you pay; the discount is shown in the total. A code applies only as described on the offer and cannot be combined with other codes unless stated.',
    questionBn: 'প্রোমো কোড বা কুপন কীভাবে ব্যবহার করব?',
    answerBn:
      'পেমেন্টের আগে চেকআউটে প্রোমো কোড দিন; ছাড় মোট দামে দেখা যাবে। কোড শুধু অফারে বলা শর্তে চলে এবং বলা না থাকলে অন্য কোডের সাথে মেলানো যায় না।',
    keywords: 'promo code coupon voucher discount code প্রোমো কোড কুপন ভাউচার',
    link: '',
  },
  {
    slug: 'enrollment-missing',
    topic: 'payments',
    questionEn: 'I paid but the course is not in my dashboard. What should I do?',
    answerEn: `Your enrollment starts when the payment provider confirms the payment, usually within a few minutes. If money left your account but the course does not appear within 24 hours, ${SUPPORT_EN} with the transaction ID.`,
    questionBn: 'টাকা দিয়েছি কিন্তু কোর্স ড্যাশবোর্ডে আসেনি, কী করব?',
    answerBn: `পেমেন্ট প্রোভাইডার পেমেন্ট নিশ্চিত করলেই ভর্তি সম্পন্ন হয়, সাধারণত কয়েক মিনিটে। টাকা কেটে গেলেও ২৪ ঘণ্টার মধ্যে কোর্স না এলে ট্রানজেকশন আইডি দিয়ে ${SUPPORT_BN}।`,
    keywords:
      'paid not showing missing enrollment dashboard transaction failed deducted problem কেটে গেছে আসেনি সমস্যা ট্রানজেকশন',
    link: '/support-session',
  },
];

/**
 * Inserts the default FAQs whose slug is missing (idempotent; `on conflict do nothing`): start-up never
 * overwrites an answer staff have edited, and a FAQ staff deleted on purpose comes back only by slug.
 * Returns how many rows were inserted.
 */
export async function ensureDefaultFaqs(db: Database): Promise<number> {
  const inserted = await db
    .insert(schema.chatFaqs)
    .values(DEFAULT_FAQS.map((faq) => ({ ...faq })))
    .onConflictDoNothing({ target: schema.chatFaqs.slug })
    .returning({ id: schema.chatFaqs.id });
  return inserted.length;
}
