/**
 * Quizzes of the demo catalog (issue 4 items 6 and 12): a final check for each free course and two paid
 * ones, with questions a real instructor would ask. `correct` lists the indexes of the right options.
 */
export interface DemoQuestion {
  prompt: string;
  kind: 'single' | 'multiple';
  options: string[];
  correct: number[];
  explanation: string;
}

export interface DemoQuiz {
  courseSlug: string;
  title: string;
  description: string;
  passPercent: number;
  timeLimitSeconds: number | null;
  maxAttempts: number | null;
  questions: DemoQuestion[];
}

export const DEMO_QUIZZES: readonly DemoQuiz[] = [
  {
    courseSlug: 'excel-essentials-for-office-jobs',
    title: 'Excel essentials: final check',
    description: 'Five questions on the formulas and habits that office jobs expect on day one.',
    passPercent: 60,
    timeLimitSeconds: 600,
    maxAttempts: null,
    questions: [
      {
        prompt: 'Which formula adds the values in cells B2 to B10?',
        kind: 'single',
        options: ['=ADD(B2:B10)', '=SUM(B2:B10)', '=TOTAL(B2,B10)', '=B2+B10'],
        correct: [1],
        explanation: 'SUM takes a range; B2+B10 adds only the two end cells.',
      },
      {
        prompt: 'You copy =A2*$C$1 from row 2 to row 3. What does row 3 contain?',
        kind: 'single',
        options: ['=A3*$C$1', '=A3*$C$2', '=A2*$C$1', '=A3*C2'],
        correct: [0],
        explanation: 'The dollar signs lock C1; the relative A2 moves down to A3.',
      },
      {
        prompt: 'Which of these look up a value in another table?',
        kind: 'multiple',
        options: ['VLOOKUP', 'XLOOKUP', 'INDEX with MATCH', 'CONCAT'],
        correct: [0, 1, 2],
        explanation: 'CONCAT joins text; the other three are lookups.',
      },
      {
        prompt: 'What is the quickest way to see total sales per district from a long list of orders?',
        kind: 'single',
        options: ['Sort and add by hand', 'A PivotTable', 'Conditional formatting', 'Freeze panes'],
        correct: [1],
        explanation: 'A PivotTable groups and sums in seconds and updates when the data changes.',
      },
      {
        prompt: 'Which habits make a sheet easy for a colleague to use?',
        kind: 'multiple',
        options: [
          'One header row with clear names',
          'Merged cells inside the data',
          'Inputs separate from calculations',
          'Hard-coded numbers inside formulas',
        ],
        correct: [0, 2],
        explanation: 'Merged cells break sorting and filters; hard-coded numbers hide assumptions.',
      },
    ],
  },
  {
    courseSlug: 'html-css-javascript-for-beginners',
    title: 'Web basics: final check',
    description: 'HTML structure, CSS layout and a little JavaScript.',
    passPercent: 60,
    timeLimitSeconds: 900,
    maxAttempts: null,
    questions: [
      {
        prompt: 'Which element should wrap the main navigation links of a page?',
        kind: 'single',
        options: ['<div id="menu">', '<nav>', '<header>', '<section>'],
        correct: [1],
        explanation: '<nav> tells browsers and screen readers that this is navigation.',
      },
      {
        prompt: 'Which CSS makes three cards sit in a row that wraps on small phones?',
        kind: 'single',
        options: [
          'display: flex; flex-wrap: wrap;',
          'float: left; width: 33%;',
          'position: absolute;',
          'display: inline;',
        ],
        correct: [0],
        explanation: 'Flexbox with wrapping is the simple, robust choice; floats are a legacy trick.',
      },
      {
        prompt: 'What does `const` mean in JavaScript?',
        kind: 'single',
        options: [
          'The value can never change, even inside an object',
          'The variable cannot be reassigned',
          'The variable is global',
          'The value is a number',
        ],
        correct: [1],
        explanation: 'const stops reassignment; the properties of a const object can still change.',
      },
      {
        prompt: 'Which of these make an image accessible and fast on a cheap phone?',
        kind: 'multiple',
        options: [
          'An alt text',
          'width and height attributes',
          'loading="lazy" below the fold',
          'A 5 MB PNG',
        ],
        correct: [0, 1, 2],
        explanation:
          'Alt text for screen readers, dimensions to avoid layout jumps, lazy loading to save data.',
      },
    ],
  },
  {
    courseSlug: 'sql-for-data-analysts',
    title: 'SQL joins and grouping',
    description: 'A timed check like the first screen of a data analyst interview.',
    passPercent: 70,
    timeLimitSeconds: 600,
    maxAttempts: 3,
    questions: [
      {
        prompt: 'Which clause filters groups after GROUP BY?',
        kind: 'single',
        options: ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'],
        correct: [1],
        explanation: 'WHERE filters rows before grouping; HAVING filters the groups.',
      },
      {
        prompt: 'A LEFT JOIN from customers to orders returns...',
        kind: 'single',
        options: [
          'only customers with orders',
          'every customer, with NULL order columns when they have none',
          'every order, with NULL customer columns',
          'one row per customer at most',
        ],
        correct: [1],
        explanation:
          'Every left row stays; missing matches become NULLs (and customers with many orders repeat).',
      },
      {
        prompt: 'Which are aggregate functions?',
        kind: 'multiple',
        options: ['COUNT', 'UPPER', 'AVG', 'COALESCE'],
        correct: [0, 2],
        explanation: 'UPPER and COALESCE work on single values; COUNT and AVG summarise groups.',
      },
      {
        prompt: 'Which window function numbers rows 1, 2, 3 within each district?',
        kind: 'single',
        options: ['rank()', 'row_number()', 'ntile(3)', 'count(*)'],
        correct: [1],
        explanation: 'row_number() never repeats; rank() repeats on ties.',
      },
    ],
  },
  {
    courseSlug: 'spoken-english-everyday-confidence',
    title: 'Everyday English: quick check',
    description: 'Polite phrases for daily situations.',
    passPercent: 60,
    timeLimitSeconds: null,
    maxAttempts: null,
    questions: [
      {
        prompt: 'Which is the most polite way to ask a colleague for help?',
        kind: 'single',
        options: ['Help me.', 'Could you help me with this, please?', 'You must help me.', 'Do this.'],
        correct: [1],
        explanation: '"Could you..., please?" is polite and natural at work.',
      },
      {
        prompt: 'Someone says "Thank you so much!" Which replies are natural?',
        kind: 'multiple',
        options: ["You're welcome.", 'No problem.', 'Yes.', 'My pleasure.'],
        correct: [0, 1, 3],
        explanation: '"Yes." sounds abrupt; the other three are common and friendly.',
      },
      {
        prompt: 'Choose the correct sentence.',
        kind: 'single',
        options: [
          'I am agree with you.',
          'I agree with you.',
          'I am agreeing to you.',
          'I agreed with you yesterday tomorrow.',
        ],
        correct: [1],
        explanation: '"Agree" is a verb on its own: "I agree", not "I am agree".',
      },
    ],
  },
  // The Bangla-taught course's quiz is in Bangla (issue 16 item 6).
  {
    courseSlug: 'mobile-video-editing-capcut',
    title: 'মোবাইল ভিডিও এডিটিং: শেষ যাচাই',
    description: 'চারটি প্রশ্নে দেখে নিন, নিজের প্রথম রিল প্রকাশের জন্য আপনি তৈরি কি না।',
    passPercent: 60,
    timeLimitSeconds: 600,
    maxAttempts: null,
    questions: [
      {
        prompt: 'ফেসবুক রিলস বা ইউটিউব শর্টসের জন্য ভিডিওর সঠিক মাপ কোনটি?',
        kind: 'single',
        options: ['১৬:৯ (আড়াআড়ি)', '৯:১৬ (খাড়া)', '১:১ (চৌকো)', '৪:৩'],
        correct: [1],
        explanation: 'রিলস আর শর্টস পুরো ফোনের পর্দা জুড়ে চলে, তাই খাড়া ৯:১৬ মাপই ঠিক।',
      },
      {
        prompt: 'দর্শক ধরে রাখতে ভিডিওর মূল বার্তা কখন বলা উচিত?',
        kind: 'single',
        options: ['একদম শেষে', 'মাঝামাঝি কোথাও', 'প্রথম তিন সেকেন্ডের মধ্যে', 'ক্যাপশনে, ভিডিওতে নয়'],
        correct: [2],
        explanation: 'প্রথম তিন সেকেন্ডে দর্শক ঠিক করেন থাকবেন কি না; তাই বার্তাটা শুরুতেই দিন।',
      },
      {
        prompt: 'ঘরে শুটিংয়ের আগে কোনগুলো করলে ভিডিও ভালো হয়?',
        kind: 'multiple',
        options: [
          'লেন্স মুছে নেওয়া',
          'আলো মুখের সামনে রাখা',
          'ফ্যান বন্ধ করে শব্দ পরীক্ষা করা',
          'পেছনে জানালা রেখে দাঁড়ানো',
        ],
        correct: [0, 1, 2],
        explanation: 'পেছনে জানালা থাকলে মুখ অন্ধকার দেখায়; বাকি তিনটিই ছবি আর শব্দ পরিষ্কার রাখে।',
      },
      {
        prompt: 'অন্যের গান ব্যবহার করলে ভিডিওর কী হতে পারে?',
        kind: 'single',
        options: [
          'কিছুই হবে না',
          'কপিরাইটের কারণে শব্দ বন্ধ বা ভিডিও সরিয়ে দেওয়া হতে পারে',
          'ভিডিও বেশি মানুষ দেখবে',
          'ভিডিওর মান বেড়ে যাবে',
        ],
        correct: [1],
        explanation: 'প্ল্যাটফর্মগুলো কপিরাইট করা গান ধরে ফেলে; অ্যাপের লাইব্রেরির ফ্রি মিউজিক ব্যবহার করুন।',
      },
    ],
  },
];
