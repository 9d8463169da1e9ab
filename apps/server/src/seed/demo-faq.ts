import type { LocalizedText } from '@khela/contracts/i18n'

export const demoFaq: { question: LocalizedText; answer: LocalizedText }[] = [
  {
    question: { en: 'How do I deposit money?', bn: 'আমি কীভাবে টাকা জমা দেব?' },
    answer: {
      en: 'Press DEPOSIT, choose bKash, Nagad or a bank transfer, pick an amount and send the payment details. Your balance is credited as soon as the payment is confirmed.',
      bn: 'DEPOSIT চাপুন, বিকাশ, নগদ বা ব্যাংক ট্রান্সফার বেছে নিন, পরিমাণ ঠিক করুন এবং পেমেন্টের তথ্য পাঠান। পেমেন্ট নিশ্চিত হলেই আপনার ব্যালেন্সে যোগ হবে।',
    },
  },
  {
    question: { en: 'How long does a withdrawal take?', bn: 'টাকা তুলতে কত সময় লাগে?' },
    answer: {
      en: 'Withdrawals are reviewed by our finance team, usually within a few hours. The amount is held from your balance while the request is pending.',
      bn: 'আমাদের ফাইন্যান্স টিম উত্তোলনের অনুরোধ যাচাই করে, সাধারণত কয়েক ঘণ্টার মধ্যে। অনুরোধ অপেক্ষমাণ থাকাকালীন পরিমাণটি আপনার ব্যালেন্স থেকে আটকে রাখা হয়।',
    },
  },
  {
    question: { en: 'Are the games fair?', bn: 'গেমগুলো কি ন্যায্য?' },
    answer: {
      en: 'Our own games are provably fair: every result can be recomputed from the revealed seeds on the fairness page.',
      bn: 'আমাদের নিজস্ব গেমগুলো প্রমাণযোগ্যভাবে ন্যায্য: প্রতিটি ফলাফল প্রকাশিত সিড থেকে ন্যায্যতা পাতায় আবার হিসাব করা যায়।',
    },
  },
  {
    question: { en: 'Who can play?', bn: 'কে খেলতে পারবে?' },
    answer: {
      en: 'Only adults of 18 or over, where online gambling is legal for them. Set limits or take a break at any time from your profile.',
      bn: 'শুধুমাত্র ১৮ বছর বা তার বেশি বয়সী প্রাপ্তবয়স্করা, যেখানে তাদের জন্য অনলাইন জুয়া বৈধ। প্রোফাইল থেকে যেকোনো সময় সীমা ঠিক করুন বা বিরতি নিন।',
    },
  },
]
