/**
 * Bangla for what the API says in its answers (`{"detail"}` and field lists), grouped by the part of the
 * API that says it; keys are the English as written in apps/api and the contract's message constants, with
 * `{name}` for values. A test (coverage.test.ts) fails when a sentence of the API has no entry here.
 */
export const BN_API_MESSAGES: Record<string, string> = {
  // Framework, status and rate-limit messages (plugins/errors.ts, plugins/rate-limit.ts, lib/)
  'Something went wrong on our side. Please try again in a moment.':
    'আমাদের দিকে একটা সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  'Send the request body as JSON (Content-Type: application/json).':
    'রিকোয়েস্টের বডি JSON হিসেবে পাঠান (Content-Type: application/json)।',
  'The request body is empty. Send a JSON object.': 'রিকোয়েস্টের বডি খালি। একটি JSON অবজেক্ট পাঠান।',
  'The request body is not valid JSON.': 'রিকোয়েস্টের বডি সঠিক JSON নয়।',
  'The request body is too large.': 'রিকোয়েস্টের বডি অনেক বড়।',
  'The request body does not match its Content-Length.': 'রিকোয়েস্টের বডি তার Content-Length-এর সাথে মেলে না।',
  'The request could not be understood.': 'অনুরোধটি বোঝা যায়নি।',
  'Please sign in to continue.': 'চালিয়ে যেতে লগইন করুন।',
  'You do not have permission to do this.': 'এটি করার অনুমতি আপনার নেই।',
  'Not found.': 'খুঁজে পাওয়া যায়নি।',
  'This method is not allowed here.': 'এখানে এই মেথড ব্যবহার করা যায় না।',
  'This resource cannot be served in the requested format.': 'চাওয়া ফরম্যাটে এটি দেওয়া সম্ভব নয়।',
  'This conflicts with the current state. Refresh and try again.':
    'এর মধ্যে এখানে কিছু বদলে গেছে। পেজটি রিফ্রেশ করে আবার চেষ্টা করুন।',
  'This content type is not supported.': 'এই কনটেন্ট টাইপ সমর্থিত নয়।',
  'Too many requests. Please wait a moment and try again.':
    'খুব বেশিবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  'Too many requests. Please wait {wait} and try again.':
    'খুব বেশিবার চেষ্টা করা হয়েছে। {wait} অপেক্ষা করে আবার চেষ্টা করুন।',
  'Range not satisfiable.': 'ফাইলের চাওয়া অংশটি দেওয়া সম্ভব নয়।',
  // The chatbot's limiter (packages/chat), answered through AppError
  'Too many questions. Please wait {wait} and try again.':
    'অল্প সময়ে অনেক প্রশ্ন করা হয়েছে। {wait} পরে আবার জিজ্ঞেস করুন।',
  'This value is not valid.': 'এই মানটি সঠিক নয়।',
  'This contains a character that cannot be stored (a NUL byte or a broken Unicode character).':
    'এখানে এমন একটি অক্ষর আছে যা সংরক্ষণ করা যায় না (NUL বাইট বা ভাঙা ইউনিকোড অক্ষর)।',
  'That page does not exist. Go back to the first page.': 'এই পেজটি নেই। প্রথম পেজে ফিরে যান।',

  // Sign-in, sessions and accounts (modules/auth)
  'Incorrect username/e-mail or password.': 'ইউজারনেম/ই-মেইল অথবা পাসওয়ার্ড ভুল।',
  'Your session has ended. Please sign in again.': 'আপনার সেশন শেষ হয়ে গেছে। আবার লগইন করুন।',
  'An account with this e-mail already exists': 'এই ই-মেইলে আগেই একটি অ্যাকাউন্ট আছে',
  'This username is taken. Choose another one': 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে। অন্য একটি বেছে নিন',
  'You have been signed out.': 'আপনি লগআউট হয়েছেন।',
  'Duplicate account': 'এই অ্যাকাউন্ট আগে থেকেই আছে',
  'Too many failed sign-ins to this account. Try again in {minutes} minute{plural}, or reset your password.':
    'এই অ্যাকাউন্টে বারবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন, অথবা পাসওয়ার্ড রিসেট করে নিন।',
  'Your password has been changed. Other devices have been signed out.':
    'আপনার পাসওয়ার্ড বদলানো হয়েছে। অন্য ডিভাইসগুলো থেকে লগআউট করা হয়েছে।',
  'Your account has no password yet (you sign in with Google). Use "Forgot password" on the sign-in page to set one.':
    'আপনার অ্যাকাউন্টে এখনো কোনো পাসওয়ার্ড নেই (আপনি Google দিয়ে লগইন করেন)। পাসওয়ার্ড সেট করতে লগইন পেজে "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন।',
  'This password is too common. Choose one that is harder to guess, for example a few unrelated words with a number.':
    'এই পাসওয়ার্ডটি অনেকেই ব্যবহার করেন, তাই সহজেই আন্দাজ করা যায়। আন্দাজ করা কঠিন এমন একটি দিন, যেমন একটার সাথে আরেকটার মিল নেই এমন কয়েকটি শব্দ আর একটি সংখ্যা।',
  'We have sent a new activation link to your e-mail.': 'আপনার ই-মেইলে নতুন অ্যাক্টিভেশন লিংক পাঠানো হয়েছে।',
  'Your e-mail is already confirmed.': 'আপনার ই-মেইল আগেই যাচাই করা হয়েছে।',
  'Thank you! Your e-mail is confirmed.': 'ধন্যবাদ! আপনার ই-মেইল যাচাই হয়েছে।',
  'This activation link is invalid or has expired. Request a new one.':
    'এই অ্যাক্টিভেশন লিংকটি সঠিক নয়, অথবা এর মেয়াদ শেষ হয়ে গেছে। নতুন একটি লিংক চেয়ে নিন।',
  'Please wait {seconds} seconds before asking for another activation e-mail.':
    'আরেকটি অ্যাক্টিভেশন ই-মেইল চাওয়ার আগে {seconds} সেকেন্ড অপেক্ষা করুন।',
  'If an account uses this e-mail, we have sent a link to reset the password. Check your inbox.':
    'এই ই-মেইলে কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড রিসেটের লিংক পাঠানো হয়েছে। আপনার ইনবক্স দেখুন।',
  'Your password has been changed. Log in with your new password.':
    'আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'This reset link is invalid or has expired. Ask for a new one.':
    'এই রিসেট লিংকটি সঠিক নয়, অথবা এর মেয়াদ শেষ হয়ে গেছে। নতুন একটি লিংক চেয়ে নিন।',
  'Google sign-in is not enabled on this site. Please log in with your password.':
    'এই সাইটে Google দিয়ে লগইন চালু নেই। পাসওয়ার্ড দিয়ে লগইন করুন।',
  'Google sign-in is not available right now. Please try again in a few minutes, or log in with your password.':
    'এই মুহূর্তে Google দিয়ে লগইন করা যাচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন, অথবা পাসওয়ার্ড দিয়ে লগইন করুন।',
  'Your Google sign-in could not be confirmed: it may have expired. Please try again.':
    'Google দিয়ে আপনার লগইন নিশ্চিত করা যায়নি: হয়তো সময় পেরিয়ে গেছে। আবার চেষ্টা করুন।',
  'This Google sign-in was not made for Dokkho. Please start again with the Google button on this site.':
    'এই Google লগইনটি Dokkho-র জন্য করা হয়নি। এই সাইটের Google বাটন থেকে আবার শুরু করুন।',
  'Google did not share your e-mail address with Dokkho. Please try again and allow access to your e-mail.':
    'Google আপনার ই-মেইল ঠিকানা Dokkho-কে জানায়নি। আবার চেষ্টা করুন, আর ই-মেইল দেখার অনুমতি দিন।',
  "Your Google account's e-mail address is not verified. Verify it with Google first, or sign up with your e-mail and a password.":
    'আপনার Google অ্যাকাউন্টের ই-মেইল যাচাই করা নেই। আগে Google-এ যাচাই করে নিন, অথবা ই-মেইল আর পাসওয়ার্ড দিয়ে অ্যাকাউন্ট খুলুন।',
  'This e-mail belongs to a Dokkho account that is linked to a different Google account. Please log in with your password.':
    'এই ই-মেইলের Dokkho অ্যাকাউন্টটি অন্য একটি Google অ্যাকাউন্টের সাথে যুক্ত। পাসওয়ার্ড দিয়ে লগইন করুন।',

  // Phone verification (modules/auth/phone-verification.ts)
  'We could not send the SMS. Please try again in a minute.':
    'SMS পাঠানো যায়নি। এক মিনিট পরে আবার চেষ্টা করুন।',
  'This number belongs to another account': 'এই নম্বরটি অন্য একটি অ্যাকাউন্টের',
  'This is already your verified number': 'এটি আগে থেকেই আপনার যাচাই করা নম্বর',
  'There is no code waiting to be checked. Ask for a new code.':
    'যাচাই করার মতো কোনো কোড পাঠানো হয়নি। নতুন কোড চেয়ে নিন।',
  'This code has expired. Ask for a new code.': 'এই কোডের মেয়াদ শেষ হয়ে গেছে। নতুন কোড চেয়ে নিন।',
  'Too many wrong codes. Ask for a new code.': 'বারবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চেয়ে নিন।',
  'Thank you! Your mobile number is verified.': 'ধন্যবাদ! আপনার মোবাইল নম্বর যাচাই হয়েছে।',
  'This number was just verified by another account. Use a different number.':
    'এই নম্বরটি এইমাত্র অন্য একটি অ্যাকাউন্টে যাচাই করা হয়েছে। অন্য একটি নম্বর দিন।',
  'Phone number refused': 'ফোন নম্বরটি নেওয়া যায়নি',
  'Wrong code': 'ভুল কোড',
  'This code is not right. Check the SMS and try again ({count} {tries} left).':
    'কোডটি মেলেনি। SMS দেখে আবার চেষ্টা করুন (আর {count} বার চেষ্টা করতে পারবেন)।',
  'No account has this id.': 'এই আইডির কোনো অ্যাকাউন্ট নেই।',
  'Please wait {wait} before asking for a new code.': 'নতুন কোড চাওয়ার আগে {wait} অপেক্ষা করুন।',
  'You have asked for too many codes today. Please try again in {wait}.':
    'আজ আপনি অনেকবার কোড চেয়েছেন। {wait} পরে আবার চেষ্টা করুন।',
  'This number has had too many codes today. Please try again in {wait}.':
    'এই নম্বরে আজ অনেকবার কোড পাঠানো হয়েছে। {wait} পরে আবার চেষ্টা করুন।',
  'We sent a {length}-digit code to {phone}.': '{phone} নম্বরে {length} সংখ্যার একটি কোড পাঠানো হয়েছে।',

  // Accounts and roles (modules/users)
  'You cannot remove your own staff role. Ask another staff member to do it.':
    'নিজের স্টাফ রোল নিজে সরানো যায় না। অন্য একজন স্টাফকে বলুন।',
  'This instructor still has courses. Move their courses to another instructor before removing the role.':
    'এই ইন্সট্রাক্টরের এখনো কোর্স আছে। রোল সরানোর আগে তাঁর কোর্সগুলো অন্য ইন্সট্রাক্টরকে দিয়ে দিন।',
  'User not found.': 'ইউজার খুঁজে পাওয়া যায়নি।',
  'You can only see your own account.': 'আপনি শুধু নিজের অ্যাকাউন্ট দেখতে পারবেন।',
  'You can only check your own roles.': 'আপনি শুধু নিজের রোলগুলো দেখতে পারবেন।',
  'Send the picture as multipart/form-data, in a field named "file".':
    'ছবিটি multipart/form-data হিসেবে "file" নামের ফিল্ডে পাঠান।',
  'Send one picture, in a field named "file".': '"file" নামের ফিল্ডে একটি ছবি পাঠান।',

  // Catalog, learning and certificates (modules/catalog, modules/learning)
  'Course not found.': 'কোর্স খুঁজে পাওয়া যায়নি।',
  'Career path not found.': 'ক্যারিয়ার পাথ খুঁজে পাওয়া যায়নি।',
  'This course is not free. Buy it to enrol.': 'এই কোর্সটি ফ্রি নয়। ভর্তি হতে কোর্সটি কিনুন।',
  'You are enrolled. Start your first lesson!': 'আপনি ভর্তি হয়েছেন। এবার প্রথম লেসনটি শুরু করুন!',
  'You are already enrolled in this course.': 'আপনি আগেই এই কোর্সে ভর্তি হয়েছেন।',
  'This course is not in your wishlist.': 'এই কোর্সটি আপনার উইশলিস্টে নেই।',
  'The WhatsApp group is for learners enrolled in this course.':
    'WhatsApp গ্রুপটি শুধু এই কোর্সে ভর্তি হওয়া শিক্ষার্থীদের জন্য।',
  'This course has no WhatsApp group yet.': 'এই কোর্সের এখনো কোনো WhatsApp গ্রুপ নেই।',
  'Lesson not found.': 'লেসন খুঁজে পাওয়া যায়নি।',
  'Live class not found.': 'লাইভ ক্লাস খুঁজে পাওয়া যায়নি।',
  'Enrol in this course to open this lesson.': 'এই লেসনটি দেখতে কোর্সে ভর্তি হোন।',
  'Enrol in this course to save your progress.': 'আপনার অগ্রগতি সেভ করতে কোর্সে ভর্তি হোন।',
  'Nothing to save': 'সেভ করার মতো কিছু নেই',
  'Send position_seconds, completed or both': 'position_seconds, completed অথবা দুটোই পাঠান',
  'Upload the video as an MP4 or WebM file.': 'ভিডিওটি MP4 বা WebM ফাইল হিসেবে আপলোড করুন।',
  "Only the course's instructor can change its lessons.": 'শুধু কোর্সের ইন্সট্রাক্টরই লেসন বদলাতে পারেন।',
  'This lesson is an article; it has no video.': 'এই লেসনটি একটি আর্টিকেল; এতে কোনো ভিডিও নেই।',
  'Send the video as multipart/form-data, in a field named "file".':
    'ভিডিওটি multipart/form-data হিসেবে "file" নামের ফিল্ডে পাঠান।',
  'Choose a video file to upload.': 'আপলোড করার জন্য একটি ভিডিও ফাইল বেছে নিন।',
  'The video is larger than {megabytes} MB.': 'ভিডিওটি {megabytes} MB-এর চেয়ে বড়।',
  'Quiz not found.': 'কুইজ খুঁজে পাওয়া যায়নি।',
  'Enrol in this course to take its quizzes.': 'কুইজ দিতে এই কোর্সে ভর্তি হোন।',
  'You have used every attempt for this quiz.': 'এই কুইজের জন্য আপনার সবগুলো সুযোগ শেষ।',
  'This attempt is already submitted.': 'এই উত্তরগুলো আগেই জমা দেওয়া হয়েছে।',
  'Attempt not found.': 'চেষ্টাটি খুঁজে পাওয়া যায়নি।',
  'Invalid answers': 'উত্তরগুলো সঠিকভাবে পাঠানো হয়নি',
  'Only learners enrolled in this course can review it.':
    'শুধু এই কোর্সে ভর্তি হওয়া শিক্ষার্থীরাই রিভিউ দিতে পারেন।',
  'Thanks! Your review is published.': 'ধন্যবাদ! আপনার রিভিউ প্রকাশিত হয়েছে।',
  'Your review is updated.': 'আপনার রিভিউ আপডেট হয়েছে।',
  'No certificate has this number. Check it against the certificate, letter by letter.':
    'এই নম্বরের কোনো সার্টিফিকেট নেই। সার্টিফিকেটে লেখা নম্বরের সাথে প্রতিটি অক্ষর মিলিয়ে দেখুন।',
  'Enrol in this course and complete it to earn its certificate.':
    'সার্টিফিকেট পেতে এই কোর্সে ভর্তি হয়ে কোর্সটি শেষ করুন।',
  'Congratulations! Your certificate is ready.': 'অভিনন্দন! আপনার সার্টিফিকেট তৈরি হয়ে গেছে।',
  'Your certificate for this course.': 'এই কোর্সের জন্য আপনার সার্টিফিকেট।',
  'This course has no lessons or quizzes yet, so there is nothing to certify.':
    'এই কোর্সে এখনো কোনো লেসন বা কুইজ নেই, তাই সার্টিফিকেট দেওয়ার মতো কিছু নেই।',
  'Finish every lesson and pass every quiz to get your certificate: {remaining} to go.':
    'সার্টিফিকেট পেতে সব লেসন শেষ করুন আর সব কুইজে পাস করুন: আর {remaining} বাকি।',
  'Thanks! An advisor will call you soon. Meanwhile, your coupon takes 10% off this course for 7 days.':
    'ধন্যবাদ! আমাদের একজন অ্যাডভাইজার শিগগিরই আপনাকে ফোন করবেন। ততদিনে আপনার কুপন দিয়ে ৭ দিন এই কোর্সে ১০% ছাড় পাবেন।',
  'Handbook not found.': 'হ্যান্ডবুক খুঁজে পাওয়া যায়নি।',
  'This download link is not valid. Fill in the form again to get a new one.':
    'এই ডাউনলোড লিংকটি সঠিক নয়। নতুন লিংক পেতে ফর্মটি আবার পূরণ করুন।',
  'Your handbook is ready. The download starts now.': 'আপনার হ্যান্ডবুক তৈরি। ডাউনলোড শুরু হচ্ছে।',
  'This affiliate link is not valid: no affiliate has this referral code. The course page still works.':
    'এই অ্যাফিলিয়েট লিংকটি সঠিক নয়: এই রেফারেল কোডের কোনো অ্যাফিলিয়েট নেই। তবে কোর্সের পেজটি ঠিকই দেখা যাবে।',
  'The course of this affiliate link does not exist or is no longer available.':
    'এই অ্যাফিলিয়েট লিংকের কোর্সটি নেই অথবা আর পাওয়া যাচ্ছে না।',

  // Orders, promo codes and payments (modules/commerce, modules/payments, modules/offers)
  'You are already enrolled in every course of this bundle.': 'এই বান্ডেলের সব কোর্সে আপনি আগেই ভর্তি হয়েছেন।',
  'This course is free: enrol from the course page.': 'এই কোর্সটি ফ্রি: কোর্সের পেজ থেকেই ভর্তি হয়ে যান।',
  'This promo code does not exist.': 'এই প্রোমো কোডটি নেই।',
  'This promo code is not active yet.': 'এই প্রোমো কোডটি এখনো চালু হয়নি।',
  'This promo code has expired.': 'এই প্রোমো কোডের মেয়াদ শেষ।',
  'This promo code has been fully used.': 'এই প্রোমো কোডের সব সুযোগ ব্যবহার হয়ে গেছে।',
  'You have already used this promo code.': 'আপনি আগেই এই প্রোমো কোডটি ব্যবহার করেছেন।',
  'This promo code is not valid for this course.': 'এই প্রোমো কোডটি এই কোর্সের জন্য প্রযোজ্য নয়।',
  'This promo code belongs to another account.': 'এই প্রোমো কোডটি অন্য একটি অ্যাকাউন্টের।',
  'This affiliate link is not valid.': 'এই অ্যাফিলিয়েট লিংকটি সঠিক নয়।',
  'Your own referral link earns no discount.': 'নিজের রেফারেল লিংক দিয়ে কিনলে ছাড় পাওয়া যায় না।',
  'This bundle offer does not exist or has ended.': 'এই বান্ডেল অফারটি নেই অথবা শেষ হয়ে গেছে।',
  'This bundle offer does not exist or is no longer available.':
    'এই বান্ডেল অফারটি নেই অথবা আর পাওয়া যাচ্ছে না।',
  'Only a paid order can be refunded.': 'শুধু পেমেন্ট হয়ে যাওয়া অর্ডারেরই টাকা ফেরত দেওয়া যায়।',
  'Enter a promo code': 'একটি প্রোমো কোড লিখুন',
  'This affiliate link has no referral code': 'এই অ্যাফিলিয়েট লিংকে কোনো রেফারেল কোড নেই',
  'Order not found.': 'অর্ডার খুঁজে পাওয়া যায়নি।',
  'The invoice is ready once the payment is confirmed.': 'পেমেন্ট নিশ্চিত হলেই ইনভয়েস তৈরি হবে।',
  'This wheel has no prizes to draw right now. Please try again later.':
    'এই মুহূর্তে হুইলে কোনো পুরস্কার বাকি নেই। পরে আবার চেষ্টা করুন।',
  'Online payment is not available right now. Please try again later or contact support.':
    'এই মুহূর্তে অনলাইন পেমেন্ট করা যাচ্ছে না। পরে আবার চেষ্টা করুন অথবা সাপোর্টে যোগাযোগ করুন।',
  'The payment gateway is not answering. Please try again in a minute.':
    'পেমেন্ট গেটওয়ে সাড়া দিচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন।',
  'The webhook signature does not verify.': 'ওয়েবহুকের সিগনেচার যাচাই করা যায়নি।',

  // Affiliates (modules/affiliate)
  'This payout request does not exist.': 'এই পেআউট অনুরোধটি নেই।',
  'Join the affiliate programme first: you have no affiliate profile.':
    'আগে অ্যাফিলিয়েট প্রোগ্রামে যোগ দিন: আপনার কোনো অ্যাফিলিয়েট প্রোফাইল নেই।',

  // Jobs, applications and hiring (modules/jobs, modules/job-seeker, modules/hiring)
  'Job not found.': 'জব খুঁজে পাওয়া যায়নি।',
  'Note not found.': 'নোট খুঁজে পাওয়া যায়নি।',
  'Resume not found.': 'রিজিউমে খুঁজে পাওয়া যায়নি।',
  'Check the form.': 'ফর্মটি আরেকবার মিলিয়ে দেখুন।',
  'You can apply to at most {limit} jobs a day. Try again tomorrow.':
    'আপনি দিনে সর্বোচ্চ {limit}টি জবে আবেদন করতে পারবেন। আগামীকাল আবার চেষ্টা করুন।',
  'This contact request was not found.': 'এই যোগাযোগের অনুরোধটি খুঁজে পাওয়া যায়নি।',
  'You already accepted this request.': 'আপনি আগেই এই অনুরোধটি গ্রহণ করেছেন।',
  'You already declined this request.': 'আপনি আগেই এই অনুরোধটি ফিরিয়ে দিয়েছেন।',
  'You already {status} this request.': 'আপনি আগেই এই অনুরোধের উত্তর দিয়েছেন।',
  'Send the application as multipart/form-data.': 'আবেদনটি multipart/form-data হিসেবে পাঠান।',
  'Send the resume in a field named "file".': 'রিজিউমেটি "file" নামের ফিল্ডে পাঠান।',
  'Use at most {max} characters for the cover letter': 'কভার লেটারে সর্বোচ্চ {max} অক্ষর লিখুন',
  'Send resume_kind, resume_id for a built resume, an optional cover_letter and at most one PDF named "file".':
    'resume_kind, তৈরি করা রিজিউমের জন্য resume_id, চাইলে cover_letter, আর সর্বোচ্চ একটি PDF "file" নামে পাঠান।',
  'Invalid application': 'আবেদনটি সঠিক নয়',
  'You can list at most {limit} jobs. Remove an old one first.':
    'আপনি সর্বোচ্চ {limit}টি কাজের অভিজ্ঞতা রাখতে পারবেন। আগে পুরোনো একটি মুছে ফেলুন।',
  'This experience was not found in your profile.': 'এই অভিজ্ঞতাটি আপনার প্রোফাইলে পাওয়া যায়নি।',
  'You can list at most {limit} qualifications. Remove an old one first.':
    'আপনি সর্বোচ্চ {limit}টি শিক্ষাগত যোগ্যতা রাখতে পারবেন। আগে পুরোনো একটি মুছে ফেলুন।',
  'This education was not found in your profile.': 'এই শিক্ষাগত যোগ্যতাটি আপনার প্রোফাইলে পাওয়া যায়নি।',
  'Send the logo as multipart/form-data, in a field named "file".':
    'লোগোটি multipart/form-data হিসেবে "file" নামের ফিল্ডে পাঠান।',
  'Send one logo, in a field named "file".': '"file" নামের ফিল্ডে একটি লোগো পাঠান।',
  'Thank you! Our hiring team will call you within one working day.':
    'ধন্যবাদ! আমাদের হায়ারিং টিম এক কর্মদিবসের মধ্যে আপনাকে ফোন করবে।',
  'Thank you. Our team will review this job post.': 'ধন্যবাদ। আমাদের টিম জব পোস্টটি খতিয়ে দেখবে।',
  'The job post is closed and cannot be re-opened by its recruiter.':
    'জব পোস্টটি বন্ধ করা হয়েছে; রিক্রুটার এটি আর চালু করতে পারবেন না।',
  'The report is dismissed; the job post stays as it is.':
    'রিপোর্টটি বাতিল করা হয়েছে; জব পোস্টটি যেমন ছিল তেমনই থাকবে।',

  // Resumes (modules/resumes)
  'Send the photo as multipart/form-data, in a field named "file".':
    'ছবিটি multipart/form-data হিসেবে "file" নামের ফিল্ডে পাঠান।',
  'Choose a photo to upload.': 'আপলোড করার জন্য একটি ছবি বেছে নিন।',
  'Send one photo, in a field named "file".': '"file" নামের ফিল্ডে একটি ছবি পাঠান।',
  'This photo has too many pixels. Choose a smaller one (under 40 megapixels).':
    'এই ছবিতে পিক্সেল অনেক বেশি। আরও ছোট একটি ছবি বেছে নিন (৪০ মেগাপিক্সেলের কম)।',
  'This image could not be read. It may be damaged; try another one.':
    'ছবিটি খোলা যায়নি। ফাইলটি হয়তো নষ্ট; অন্য একটি ছবি দিন।',
  'This resume has no cover letter yet. Write one first.':
    'এই রিজিউমের এখনো কোনো কভার লেটার নেই। আগে একটি লিখুন।',

  // Notifications (modules/notifications)
  'This notification does not exist.': 'এই নোটিফিকেশনটি নেই।',

  // Teaching (modules/teaching, issue 17)
  'Choose draft, in_review, published or archived': 'draft, in_review, published অথবা archived বেছে নিন',
  'Become an instructor first: you have no instructor profile.':
    'আগে ইন্সট্রাক্টর হোন: আপনার কোনো ইন্সট্রাক্টর প্রোফাইল নেই।',
  'Course not found among the courses you teach.': 'আপনার পড়ানো কোর্সগুলোর মধ্যে এই কোর্সটি পাওয়া যায়নি।',

  // Review and publish (modules/teaching/review.ts, issue 17 item 4)
  'Only a draft can be submitted for review.': 'শুধু ড্রাফট কোর্সই রিভিউয়ের জন্য জমা দেওয়া যায়।',
  'This course is not waiting for review.': 'এই কোর্সটি রিভিউয়ের অপেক্ষায় নেই।',
  'This course is no longer waiting for review: someone else decided on it, or its instructor withdrew it. Refresh the queue.':
    'এই কোর্সটি আর রিভিউয়ের অপেক্ষায় নেই: অন্য কেউ এর সিদ্ধান্ত নিয়ে ফেলেছেন, অথবা ইন্সট্রাক্টর এটি ফিরিয়ে নিয়েছেন। তালিকাটি রিফ্রেশ করুন।',
  'The course is not ready for review yet.': 'কোর্সটি এখনো রিভিউয়ের জন্য তৈরি নয়।',
  'Give the course a title.': 'কোর্সের একটি শিরোনাম দিন।',
  'Write a description: what the course teaches and who it is for.':
    'একটি বিবরণ লিখুন: কোর্সে কী শেখানো হয় আর কোর্সটি কাদের জন্য।',
  'Add at least one module with at least one lesson in it.':
    'অন্তত একটি মডিউল যোগ করুন, যাতে অন্তত একটি লেসন আছে।',
  'Set a price, or make the course free.': 'একটি দাম ঠিক করুন, অথবা কোর্সটি ফ্রি করে দিন।',
  'This course does not exist.': 'এই কোর্সটি নেই।',
  'Write what needs to change: the instructor reads it.': 'কী বদলাতে হবে তা লিখুন: ইন্সট্রাক্টর এটি পড়বেন।',
  'Keep the reasons under 2,000 characters.': 'কারণগুলো ২,০০০ অক্ষরের মধ্যে রাখুন।',

  // Questions and answers (modules/questions)
  'Question not found.': 'প্রশ্নটি খুঁজে পাওয়া যায়নি।',
  'Enrol in this course to read and ask its questions.':
    'এই কোর্সের প্রশ্ন পড়তে ও জিজ্ঞেস করতে কোর্সটিতে ভর্তি হোন।',
  'This lesson is not part of the course.': 'এই লেসনটি কোর্সের অংশ নয়।',
  'Your question is posted. The instructor will answer it here.':
    'আপনার প্রশ্ন পোস্ট হয়েছে। ইন্সট্রাক্টর এখানেই উত্তর দেবেন।',
  'Your question is updated.': 'আপনার প্রশ্ন আপডেট হয়েছে।',
  'Your question is deleted.': 'আপনার প্রশ্ন মুছে ফেলা হয়েছে।',
  'Your answer is posted.': 'আপনার উত্তর পোস্ট হয়েছে।',
  'Only the instructor and learners of this course can reply.':
    'শুধু এই কোর্সের ইন্সট্রাক্টর ও শিক্ষার্থীরা উত্তর দিতে পারেন।',
  'This question was hidden by our staff and takes no more replies.':
    'আমাদের স্টাফ প্রশ্নটি লুকিয়ে রেখেছেন, এতে আর উত্তর দেওয়া যাবে না।',
  'Only the person who asked can change this question.': 'শুধু যিনি প্রশ্ন করেছেন তিনিই এটি বদলাতে পারেন।',
  'A question can be changed only in the first {minutes} minutes and before anyone answers.':
    'প্রশ্ন শুধু প্রথম {minutes} মিনিটের মধ্যে এবং কেউ উত্তর দেওয়ার আগে বদলানো যায়।',
  'You cannot upvote your own question.': 'নিজের প্রশ্নে আপভোট দেওয়া যায় না।',
  'Only the person who asked can mark an answer helpful.':
    'শুধু যিনি প্রশ্ন করেছেন তিনিই কোনো উত্তরকে সহায়ক হিসেবে চিহ্নিত করতে পারেন।',
  'Choose an answer from this question.': 'এই প্রশ্নের একটি উত্তর বেছে নিন।',
  'Mark an answer from someone else as helpful.': 'অন্য কারও দেওয়া উত্তরকে সহায়ক হিসেবে চিহ্নিত করুন।',
  'Marked as helpful. Thank you!': 'সহায়ক হিসেবে চিহ্নিত হয়েছে। ধন্যবাদ!',
  'The helpful mark is removed.': 'সহায়ক চিহ্নটি সরানো হয়েছে।',
  'The question is hidden.': 'প্রশ্নটি লুকানো হয়েছে।',
  'The question is visible again.': 'প্রশ্নটি আবার দেখা যাচ্ছে।',
  'The answer is hidden.': 'উত্তরটি লুকানো হয়েছে।',
  'The answer is visible again.': 'উত্তরটি আবার দেখা যাচ্ছে।',
  'Answer not found.': 'উত্তরটি খুঁজে পাওয়া যায়নি।',
  'You can only read the questions of courses you teach.': 'আপনি শুধু নিজের পড়ানো কোর্সের প্রশ্ন পড়তে পারেন।',

  // Course announcements (modules/announcements)
  'This announcement does not exist.': 'এই ঘোষণাটি নেই।',
  'This course is not among the courses you teach.': 'এই কোর্সটি আপনার পড়ানো কোর্সগুলোর মধ্যে নেই।',
  'Announcements go to the learners of a published course: publish this course first.':
    'ঘোষণা যায় প্রকাশিত কোর্সের শিক্ষার্থীদের কাছে: আগে কোর্সটি প্রকাশ করুন।',
  'Enrol in this course to read its announcements.': 'এই কোর্সের ঘোষণা পড়তে কোর্সটিতে ভর্তি হোন।',
  'This unsubscribe link is not valid. Open the link from the e-mail again, or switch e-mails off in your notification settings.':
    'আনসাবস্ক্রাইব লিংকটি সঠিক নয়। ই-মেইল থেকে লিংকটি আবার খুলুন, অথবা নোটিফিকেশন সেটিংসে ই-মেইল বন্ধ করুন।',

  // Lesson video (issue 17 item 3): resumable uploads, transcoding, captions.
  'Upload the video as an MP4, WebM or MOV file.': 'ভিডিওটি MP4, WebM বা MOV ফাইল হিসেবে আপলোড করুন।',
  'This video cannot be read: export it again as MP4 (H.264) and upload that.':
    'ভিডিওটি পড়া যাচ্ছে না: এটি আবার সাধারণ MP4 (H.২৬৪ কোডেক) হিসেবে এক্সপোর্ট করে সেটি আপলোড করুন।',
  'Say which lesson the video is for.': 'ভিডিওটি কোন লেসনের জন্য, তা জানান।',
  'This upload belongs to someone else.': 'এই আপলোডটি অন্য কারও।',
  'This video link has expired. Reload the lesson to keep watching.':
    'ভিডিওর লিংকটির মেয়াদ শেষ হয়েছে। দেখা চালিয়ে যেতে লেসনটি আবার লোড করুন।',
  'This is not a WebVTT file: it must begin with the line WEBVTT.':
    'এটি WebVTT ফাইল নয়: ফাইলের প্রথম লাইন হতে হবে WEBVTT।',
  'The captions file has no cues (lines like 00:00:01.000 --> 00:00:04.000).':
    'ক্যাপশন ফাইলে কোনো কিউ নেই (যেমন ০০:০০:০১.০০০ --> ০০:০০:০৪.০০০ ধরনের লাইন)।',
  'Line {line} has a cue timing that is not valid WebVTT.': '{line} নম্বর লাইনের কিউ-এর সময় সঠিক WebVTT নয়।',
  'Choose a captions file': 'একটি ক্যাপশন ফাইল বেছে নিন',
  'The captions file is too large (at most 512 KB)': 'ক্যাপশন ফাইলটি অনেক বড় (সর্বোচ্চ ৫১২ KB)',

  // Live classes (modules/teaching/live-classes.ts, issue 17 item 9)
  'That live class is not in this course.': 'এই লাইভ ক্লাসটি এই কোর্সে নেই।',
  'This course is archived: its live classes can no longer be scheduled or changed.':
    'এই কোর্সটি আর্কাইভ করা হয়েছে: এর লাইভ ক্লাস আর শিডিউল বা পরিবর্তন করা যাবে না।',
  'Choose a start time in the future (Dhaka time).': 'ভবিষ্যতের একটি শুরুর সময় বেছে নিন (ঢাকার সময়)।',
  'This class has ended: it can no longer be rescheduled. Attach its recording instead.':
    'এই ক্লাসটি শেষ হয়ে গেছে: এর সময় আর বদলানো যাবে না। এর বদলে রেকর্ডিং যোগ করুন।',
  'A recording can be attached once the class has ended.': 'ক্লাস শেষ হওয়ার পরেই রেকর্ডিং যোগ করা যাবে।',
  'Enter the date as YYYY-MM-DD': 'তারিখ YYYY-MM-DD আকারে দিন',
  'Enter the time as HH:MM (24-hour, Dhaka time)': 'সময় HH:MM আকারে দিন (২৪ ঘণ্টা, ঢাকার সময়)',
  'This date or time does not exist': 'এই তারিখ বা সময়টি হয় না',
  'A class lasts from 15 minutes to 8 hours': 'একটি ক্লাস ১৫ মিনিট থেকে ৮ ঘণ্টা পর্যন্ত হতে পারে',
  'Choose a place in the curriculum, from 1 to one after the last module':
    'কারিকুলামে ক্লাসটির জায়গা বেছে নিন: ১ থেকে শেষ মডিউলের পরের জায়গা পর্যন্ত',
  'Send the date and the time together': 'তারিখ আর সময় একসাথে পাঠান',
  // The course editor (modules/teaching/course-editor.ts, issue 17 item 2)
  'Send the image as multipart/form-data, in a field named "file".':
    'ছবিটি multipart/form-data হিসেবে, "file" নামের ফিল্ডে পাঠান।',
  'Send one image, in a field named "file".': '"file" নামের ফিল্ডে একটি ছবি পাঠান।',
  'This course was changed in another tab or device. Load the latest to go on.':
    'কোর্সটি অন্য কোনো ট্যাব বা ডিভাইসে বদলানো হয়েছে। এগোতে সর্বশেষ সংস্করণটি লোড করুন।',
  'A published course is changed through a new version: open one with "Edit" on My courses.':
    'প্রকাশিত কোর্স বদলানো হয় নতুন সংস্করণের মাধ্যমে: "আমার কোর্স" থেকে "এডিট" চেপে একটি খুলুন।',
  // A published course's new version (modules/teaching/course-versions.ts, docs/decisions/038)
  'Only a published course can get a new version: edit a draft directly.':
    'শুধু প্রকাশিত কোর্সেরই নতুন সংস্করণ করা যায়: ড্রাফট সরাসরি এডিট করুন।',
  'This course has no new version in progress.': 'এই কোর্সের কোনো নতুন সংস্করণ তৈরি হচ্ছে না।',
  'This version is waiting for review: withdraw it before discarding it.':
    'এই সংস্করণটি রিভিউয়ের অপেক্ষায় আছে: বাতিল করার আগে রিভিউ থেকে ফিরিয়ে নিন।',
  'This course is waiting for review: it can be edited again when staff send it back.':
    'কোর্সটি রিভিউয়ের অপেক্ষায় আছে: স্টাফ ফেরত পাঠালে আবার এডিট করা যাবে।',
  'That module is not in this course.': 'এই মডিউলটি এই কোর্সে নেই।',
  'That lesson is not in this course.': 'এই লেসনটি এই কোর্সে নেই।',
  'Send every item of the list exactly once, in the new order.':
    'তালিকার প্রতিটি আইটেম নতুন ক্রমে ঠিক একবার করে পাঠান।',
  'Choose one of the listed genres.': 'তালিকার একটি বিভাগ বেছে নিন।',
  'The sale price must be lower than the price.': 'সেল প্রাইস মূল দামের চেয়ে কম হতে হবে।',
  'A video lesson needs its video URL.': 'ভিডিও লেসনের জন্য ভিডিওর URL দিন।',
  'Enter a full link starting with https://': 'https:// দিয়ে শুরু হওয়া পুরো লিংক দিন',
  'Upload the thumbnail as a JPEG, PNG or WebP image.': 'থাম্বনেইল JPEG, PNG বা WebP ছবি হিসেবে আপলোড করুন।',
  'This image is too large in pixels. Use one under 40 megapixels.':
    'ছবিটির পিক্সেল অনেক বেশি। ৪০ মেগাপিক্সেলের কম একটি ছবি দিন।',
  'This image could not be read. Try another file.': 'ছবিটি পড়া যায়নি। অন্য একটি ফাইল দিন।',
  'Choose an image to upload.': 'আপলোড করার জন্য একটি ছবি বেছে নিন।',
  'The image is too large: upload one of at most 5 MB.': 'ছবিটি অনেক বড়: সর্বোচ্চ ৫ MB-এর একটি ছবি দিন।',
  'Choose beginner, intermediate, advanced or all-levels':
    'বিগিনার, ইন্টারমিডিয়েট, অ্যাডভান্সড অথবা সব লেভেল বেছে নিন',
  'Choose Bangla or English': 'বাংলা অথবা ইংরেজি বেছে নিন',
  'Write a title': 'একটি শিরোনাম লিখুন',
  'Enter an amount in taka': 'টাকার পরিমাণ লিখুন',
  'The amount cannot be negative': 'পরিমাণ ঋণাত্মক হতে পারে না',
  'The amount is too large': 'পরিমাণটি অনেক বেশি',
  'List at most 20 outcomes': 'সর্বোচ্চ ২০টি শেখার বিষয় লিখুন',
  'Use at most 12 tags': 'সর্বোচ্চ ১২টি ট্যাগ দিন',
  'Write an answer': 'একটি উত্তর লিখুন',
  'Choose video or article': 'ভিডিও অথবা আর্টিকেল বেছে নিন',
  'Use at most 30 questions': 'সর্বোচ্চ ৩০টি প্রশ্ন দিন',
  'Enter the length in seconds': 'দৈর্ঘ্য সেকেন্ডে লিখুন',
  'A lesson is at most 24 hours long': 'একটি লেসন সর্বোচ্চ ২৪ ঘণ্টার হতে পারে',
  'Attach at most 20 resources': 'সর্বোচ্চ ২০টি রিসোর্স যুক্ত করুন',

  // The quiz builder (modules/teaching/course-editor.ts, docs/decisions/039)
  'That quiz is not in this course.': 'এই কুইজটি এই কোর্সে নেই।',
  'Write the question': 'প্রশ্নটি লিখুন',
  'Write the option': 'অপশনটি লিখুন',
  'Give at least two options.': 'কমপক্ষে দুটি অপশন দিন।',
  'Give at most 8 options.': 'সর্বোচ্চ ৮টি অপশন দিন।',
  'Mark at least one option as correct.': 'কমপক্ষে একটি অপশনকে সঠিক হিসেবে চিহ্নিত করুন।',
  'A single-choice question has exactly one correct option.': 'সিঙ্গেল চয়েস প্রশ্নে ঠিক একটি অপশন সঠিক হতে হবে।',
  'A question is worth 1 to 100 points.': 'একটি প্রশ্নের মান ১ থেকে ১০০ পয়েন্ট।',
  'Set a pass mark between 1 and 100 percent.': '১ থেকে ১০০ শতাংশের মধ্যে পাস মার্ক দিন।',
  'Set a time limit between 1 and 600 minutes, or none.':
    '১ থেকে ৬০০ মিনিটের মধ্যে সময়সীমা দিন, অথবা কোনো সময়সীমা রাখবেন না।',
  'Allow 1 to 20 attempts, or unlimited.': '১ থেকে ২০ বার চেষ্টার সুযোগ দিন, অথবা সীমাহীন রাখুন।',
  'A quiz has at most 100 questions.': 'একটি কুইজে সর্বোচ্চ ১০০টি প্রশ্ন থাকতে পারে।',
  'Choose single or multiple choice': 'সিঙ্গেল অথবা মাল্টিপল চয়েস বেছে নিন',
  'Every quiz needs at least one question: add questions to each empty quiz or delete it.':
    'প্রতিটি কুইজে কমপক্ষে একটি প্রশ্ন লাগবে: খালি কুইজে প্রশ্ন যোগ করুন অথবা কুইজটি মুছে ফেলুন।',
  'Upload a PDF, a ZIP (Office files too), an image or a plain-text file.':
    'PDF, ZIP (Office ফাইলও), ছবি অথবা সাধারণ টেক্সট ফাইল আপলোড করুন।',
  'The file is too large: upload one of at most 20 MB.': 'ফাইলটি অনেক বড়: সর্বোচ্চ ২০ MB-এর একটি ফাইল দিন।',
  'Choose a file to upload.': 'আপলোড করার জন্য একটি ফাইল বেছে নিন।',
  'A lesson has at most 20 resources. Remove one first.':
    'একটি লেসনে সর্বোচ্চ ২০টি রিসোর্স থাকতে পারে। আগে একটি সরিয়ে দিন।',
  'This file is not one of this lesson’s uploads. Upload it again.':
    'এই ফাইলটি এই লেসনে আপলোড করা ফাইলগুলোর একটি নয়। আবার আপলোড করুন।',
  'This download link has expired. Reload the lesson to download the file.':
    'এই ডাউনলোড লিংকের মেয়াদ শেষ হয়ে গেছে। ফাইলটি ডাউনলোড করতে লেসনটি আবার লোড করুন।',
  'Send the file as multipart/form-data, in a field named "file".':
    'ফাইলটি multipart/form-data হিসেবে, "file" নামের ফিল্ডে পাঠান।',
  'Send one file, in a field named "file".': '"file" নামের ফিল্ডে একটি ফাইল পাঠান।',

  // Support sessions (modules/support-sessions, issue 18 item 6)
  'That session is not available.': 'এই সেশনটি পাওয়া যাচ্ছে না।',
  'Someone has just booked this session. Choose another time.':
    'এইমাত্র অন্য কেউ এই সেশনটি বুক করেছেন। অন্য একটি সময় বেছে নিন।',
  'This session has already started. Choose a later time.':
    'এই সেশনটি এর মধ্যে শুরু হয়ে গেছে। পরের কোনো সময় বেছে নিন।',
  'You already have an upcoming session. Cancel or reschedule it to book another.':
    'আপনার একটি সেশন সামনে আছে। আরেকটি বুক করতে আগেরটি বাতিল করুন বা সময় বদলান।',
  'That booking is not yours or does not exist.': 'এই বুকিংটি আপনার নয়, অথবা এটি নেই।',
  'This session has already started: it can no longer be changed.':
    'এই সেশনটি শুরু হয়ে গেছে: এটি আর বদলানো যাবে না।',
  'Your session is already at this time.': 'আপনার সেশন এই সময়েই আছে।',
  'Tell the advisor in a few words what you want help with':
    'কোন বিষয়ে সাহায্য চান, পরামর্শদাতাকে কয়েকটি কথায় জানান',
  'Choose at least one topic': 'অন্তত একটি বিষয় বেছে নিন',
  "Write the advisor's name": 'পরামর্শদাতার নাম লিখুন',
  'A session lasts from 15 minutes to 2 hours': 'একটি সেশন ১৫ মিনিট থেকে ২ ঘণ্টা পর্যন্ত হতে পারে',
  'This session is already cancelled.': 'এই সেশনটি আগেই বাতিল করা হয়েছে।',

  // Community groups (modules/community-groups, issue 18 item 7)
  'That group does not exist.': 'এই গ্রুপটি নেই।',
  'Write the group name in English and in Bangla': 'গ্রুপের নাম ইংরেজি ও বাংলায় লিখুন',
  'Enter the invite link starting with https://': 'https:// দিয়ে শুরু হওয়া ইনভাইট লিংক দিন',
  'The invite link does not belong to the chosen platform': 'ইনভাইট লিংকটি বেছে নেওয়া প্ল্যাটফর্মের নয়',
  'Choose WhatsApp, Facebook or Telegram': 'WhatsApp, Facebook বা Telegram বেছে নিন',
  'Choose a topic': 'একটি বিষয় বেছে নিন',
  'The order is a whole number from 0 to 999': 'ক্রম ০ থেকে ৯৯৯-এর মধ্যে একটি পূর্ণসংখ্যা',
  // Events management (modules/event-admin, issue 18 items 1, 5 and 8)
  'This event has started: its time and length can no longer change.':
    'এই ইভেন্টটি শুরু হয়ে গেছে: এর সময় ও দৈর্ঘ্য আর বদলানো যাবে না।',
  'More people are already confirmed than this many seats.':
    'এতগুলো আসনের চেয়ে বেশি মানুষ ইতিমধ্যে নিশ্চিত হয়েছেন।',
  'This event has ended: it can no longer be cancelled.':
    'এই ইভেন্টটি শেষ হয়ে গেছে: এটি আর বাতিল করা যাবে না।',
  'A recording can be attached once the event has ended.': 'ইভেন্ট শেষ হওয়ার পরেই রেকর্ডিং যোগ করা যাবে।',
  'Only a live event can be ended now: this one has not started, has ended or is cancelled.':
    'শুধু চলমান ইভেন্টই এখন শেষ করা যায়: এটি শুরু হয়নি, শেষ হয়ে গেছে বা বাতিল করা হয়েছে।',
};
