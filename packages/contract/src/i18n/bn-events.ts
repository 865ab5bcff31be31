/**
 * Bangla for what the events API says (issue 18: masterclasses, free classes, registrations, the staff's
 * consultation queue; packages/contract/src/events.ts and apps/api/src/modules/events, event-admin). Kept
 * apart from bn-api.ts so the event modules add their sentences in one place.
 */
export const BN_EVENT_MESSAGES: Record<string, string> = {
  // The contract's schemas
  'Choose masterclass or free class': 'মাস্টারক্লাস অথবা ফ্রি ক্লাস বেছে নিন',
  'The status must be one of: {statuses}': 'স্ট্যাটাস এগুলোর মধ্যে একটি হতে হবে: {statuses}',
  'Choose upcoming or past': 'আসন্ন অথবা আগের বেছে নিন',
  'Choose upcoming, past or all': 'আসন্ন, আগের অথবা সব বেছে নিন',
  'Write the agenda item': 'আলোচ্যসূচির বিষয়টি লিখুন',
  'List at most 20 agenda items': 'আলোচ্যসূচিতে সর্বোচ্চ ২০টি বিষয় রাখুন',
  "Write the speaker's name": 'বক্তার নাম লিখুন',
  'Seats must be a whole number from 1 to 100000, or empty for no limit.':
    'আসনসংখ্যা ১ থেকে ১০০০০০-এর মধ্যে একটি পূর্ণসংখ্যা দিন, অথবা সীমা না রাখতে ঘরটি খালি রাখুন।',
  'This ticket link is not valid': 'এই টিকিট লিংকটি সঠিক নয়',
  'Enter the e-mail or the mobile number you registered with':
    'যে ই-মেইল বা মোবাইল নম্বর দিয়ে রেজিস্টার করেছিলেন সেটি দিন',
  'Tell us what you would like to talk about': 'কোন বিষয়ে কথা বলতে চান, আমাদের লিখে জানান',
  'Choose when to call back': 'কখন ফোন করা হবে তা বেছে নিন',

  // Public calls and registrations (modules/events)
  'This event does not exist.': 'এই ইভেন্টটি নেই।',
  'This registration does not exist.': 'এই রেজিস্ট্রেশনটি নেই।',
  'This event has been cancelled.': 'এই ইভেন্টটি বাতিল করা হয়েছে।',
  'Registration for this event is closed.': 'এই ইভেন্টের রেজিস্ট্রেশন বন্ধ হয়ে গেছে।',
  'This event has already started, so registration is closed.': 'এই ইভেন্টটি শুরু হয়ে গেছে, তাই রেজিস্ট্রেশন বন্ধ।',
  'You are already registered for this event with this e-mail or phone number. We can send your joining details again to the e-mail on file.':
    'এই ই-মেইল বা ফোন নম্বর দিয়ে আপনি এই ইভেন্টে আগেই রেজিস্টার করেছেন। চাইলে যোগ দেওয়ার তথ্য আবার আপনার দেওয়া ই-মেইলে পাঠাতে পারি।',
  'If a registration uses these details, we have sent its joining details again to the e-mail on file.':
    'এই তথ্য দিয়ে কোনো রেজিস্ট্রেশন থাকলে, যোগ দেওয়ার তথ্য আবার সেই রেজিস্ট্রেশনের ই-মেইলে পাঠানো হয়েছে।',
  'Only people registered for this event can do this.': 'শুধু এই ইভেন্টে রেজিস্টার করা ব্যক্তিরাই এটি করতে পারবেন।',
  'You are on the waiting list: the join link is for confirmed seats.':
    'আপনি অপেক্ষমাণ তালিকায় আছেন: যোগ দেওয়ার লিংক শুধু নিশ্চিত আসনের জন্য।',
  'The join link opens at {time} (Dhaka time), 15 minutes before the start.':
    'যোগ দেওয়ার লিংক খুলবে {time}-এ (ঢাকার সময়), শুরুর ১৫ মিনিট আগে।',
  'This event has ended.': 'এই ইভেন্টটি শেষ হয়ে গেছে।',
  'The host has not added the join link yet. Please try again in a few minutes.':
    'আয়োজক এখনো যোগ দেওয়ার লিংক দেননি। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  'The recording of this event is not available yet.': 'এই ইভেন্টের রেকর্ডিং এখনো পাওয়া যাচ্ছে না।',
  'This registration is already cancelled.': 'এই রেজিস্ট্রেশনটি আগেই বাতিল করা হয়েছে।',
  'Your registration is cancelled.': 'আপনার রেজিস্ট্রেশন বাতিল করা হয়েছে।',
  'This event has started: the registration can no longer be cancelled.':
    'ইভেন্টটি শুরু হয়ে গেছে: রেজিস্ট্রেশন আর বাতিল করা যাবে না।',
  'You are registered. We have sent the details to your e-mail and phone.':
    'আপনার রেজিস্ট্রেশন সম্পন্ন হয়েছে। বিস্তারিত তথ্য আপনার ই-মেইল ও ফোনে পাঠানো হয়েছে।',
  'This class is full, so you are on the waiting list. We will tell you as soon as a seat opens.':
    'এই ক্লাসের সব আসন পূর্ণ, তাই আপনি অপেক্ষমাণ তালিকায় আছেন। কোনো আসন খালি হলেই আপনাকে জানাব।',
  'Thank you! Our advisors will call you soon.': 'ধন্যবাদ! আমাদের পরামর্শক শিগগিরই আপনাকে ফোন করবেন।',
  'This consultation request does not exist.': 'এই পরামর্শের অনুরোধটি নেই।',

  // Management (modules/event-admin)
  'This event is already cancelled.': 'এই ইভেন্টটি আগেই বাতিল করা হয়েছে।',
  'This event has ended: its time can no longer be changed.':
    'এই ইভেন্টটি শেষ হয়ে গেছে: এর সময় আর বদলানো যাবে না।',
  'This event is cancelled: it can no longer be changed.':
    'এই ইভেন্টটি বাতিল করা হয়েছে: এটি আর বদলানো যাবে না।',
  'Choose one of your own published courses.': 'আপনার নিজের প্রকাশিত কোর্সগুলোর একটি বেছে নিন।',
  'Choose a published course.': 'একটি প্রকাশিত কোর্স বেছে নিন।',
  'Choose a topic from the list.': 'তালিকা থেকে একটি বিষয় বেছে নিন।',
  'Choose an instructor from the list.': 'তালিকা থেকে একজন ইন্সট্রাক্টর বেছে নিন।',
};
