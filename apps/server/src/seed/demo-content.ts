import type { LocalizedText } from '@khela/contracts/i18n'

/** Banner slides drawn by the project (rendered from SVG by sharp): no third-party images. */
export const demoSlides: {
  name: string
  link: string
  title: string
  subtitle: string
  hues: [number, number]
}[] = [
  {
    name: 'Welcome bonus',
    link: '/bonuses',
    title: '6000 BDT ON FIRST DEPOSIT',
    subtitle: 'Welcome packs up to 700%',
    hues: [42, 12],
  },
  {
    name: 'Crash games',
    link: '/aviator',
    title: 'FLY HIGH, CASH OUT',
    subtitle: 'Aviator · JetX · AviatriX',
    hues: [200, 260],
  },
  {
    name: 'Live cricket',
    link: '/cricket',
    title: 'LIVE CRICKET BETTING',
    subtitle: 'Every ball, every match',
    hues: [140, 180],
  },
]

export const demoPromotionCategories: LocalizedText[] = [
  { en: 'Casino', bn: 'ক্যাসিনো' },
  { en: 'Sports', bn: 'স্পোর্টস' },
  { en: 'Welcome', bn: 'স্বাগতম' },
]

export const demoPromotions: {
  title: LocalizedText
  details: LocalizedText
  /** Indexes into demoPromotionCategories. */
  categories: number[]
  hues: [number, number]
}[] = [
  {
    title: { en: '6000 BDT on your first deposit', bn: 'প্রথম ডিপোজিটে ৬০০০ টাকা' },
    details: {
      en: 'Make your first deposit and receive a bonus of up to 6000 BDT. Choose your welcome offer when you register. Wagering rules apply; see Rules.',
      bn: 'প্রথম ডিপোজিট করুন এবং ৬০০০ টাকা পর্যন্ত বোনাস নিন। নিবন্ধনের সময় আপনার স্বাগত অফার বেছে নিন। বাজির শর্ত প্রযোজ্য; নিয়মাবলি দেখুন।',
    },
    categories: [2, 0],
    hues: [42, 12],
  },
  {
    title: { en: 'Sport Welcome Pack 700%', bn: 'স্পোর্ট ওয়েলকাম প্যাক ৭০০%' },
    details: {
      en: 'New players who pick the sport welcome pack get up to 700% across their first deposits, to use on cricket, football and more.',
      bn: 'যে নতুন খেলোয়াড়রা স্পোর্ট ওয়েলকাম প্যাক বেছে নেন, তারা প্রথম ডিপোজিটগুলোতে ৭০০% পর্যন্ত পান — ক্রিকেট, ফুটবল এবং আরও অনেক কিছুতে ব্যবহারের জন্য।',
    },
    categories: [1, 2],
    hues: [140, 200],
  },
  {
    title: { en: 'Crash Welcome Pack 700%', bn: 'ক্র্যাশ ওয়েলকাম প্যাক ৭০০%' },
    details: {
      en: 'Play Aviator, JetX and other crash games with up to 700% on your first deposits.',
      bn: 'প্রথম ডিপোজিটগুলোতে ৭০০% পর্যন্ত নিয়ে এভিয়েটর, জেটএক্স এবং অন্যান্য ক্র্যাশ গেম খেলুন।',
    },
    categories: [0],
    hues: [260, 320],
  },
]

/** The Rules page as first seeded, in the small format the page renders ('#' headings, '-' lists). */
export const demoRules: LocalizedText = {
  en: `# Rules

These rules apply to every account on Khela. By registering you confirm that you have read them.

## Who may play
- You must be at least 18 years old.
- Online gambling must be legal for you where you are. Khela refuses registration and play from countries the operator restricts.
- One account per person. Accounts opened to claim a bonus twice are closed.

## Deposits and withdrawals
- Deposits are made with bKash, Nagad or a bank transfer in your own name.
- Withdrawals are reviewed by our finance team, usually within a few hours. We may ask for proof of identity first.

## Bonuses
- Every bonus has its own wagering requirement, stated with the promotion.
- Bonus money and real money are kept apart; only real money can be withdrawn.

## Responsible gambling
Set deposit, loss and session limits, take a time-out or exclude yourself at any time from your profile. If gambling stops being fun, stop and ask for help.`,
  bn: `# নিয়মাবলি

খেলার প্রতিটি অ্যাকাউন্টে এই নিয়মগুলো প্রযোজ্য। নিবন্ধন করে আপনি নিশ্চিত করছেন যে আপনি এগুলো পড়েছেন।

## কে খেলতে পারবে
- আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।
- আপনি যেখানে আছেন সেখানে অনলাইন জুয়া আপনার জন্য বৈধ হতে হবে। অপারেটর যে দেশগুলো সীমাবদ্ধ করেছে সেখান থেকে খেলা নিবন্ধন ও খেলার অনুমতি দেয় না।
- প্রতি ব্যক্তির একটি অ্যাকাউন্ট। দুবার বোনাস নেওয়ার জন্য খোলা অ্যাকাউন্ট বন্ধ করা হয়।

## জমা ও উত্তোলন
- বিকাশ, নগদ বা আপনার নিজের নামে ব্যাংক ট্রান্সফারে জমা দিন।
- আমাদের ফাইন্যান্স টিম উত্তোলন যাচাই করে, সাধারণত কয়েক ঘণ্টার মধ্যে। আগে পরিচয়ের প্রমাণ চাওয়া হতে পারে।

## বোনাস
- প্রতিটি বোনাসের নিজস্ব বাজির শর্ত আছে, যা প্রোমোশনের সাথে লেখা থাকে।
- বোনাসের টাকা ও আসল টাকা আলাদা রাখা হয়; শুধু আসল টাকা তোলা যায়।

## দায়িত্বশীল জুয়া
প্রোফাইল থেকে যেকোনো সময় জমা, ক্ষতি ও সেশনের সীমা ঠিক করুন, বিরতি নিন বা নিজেকে বাদ দিন। জুয়া আর আনন্দের না থাকলে থামুন এবং সাহায্য চান।`,
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)
}

const font = 'DejaVu Sans, Noto Sans, Liberation Sans, sans-serif'

/** A banner picture: a gradient, a few rings and two lines of text. */
export function demoArtSvg(art: {
  width: number
  height: number
  title: string
  subtitle: string
  hues: [number, number]
}): string {
  const { width, height, hues } = art
  const [from, to] = hues
  // A bold sans-serif letter is about 0.72 em wide on average (capitals more): the title keeps within 88 % of the
  // width, the 6 % margin on each side, or a promotion card shows it cut off at the right.
  const titleSize = Math.round(
    Math.min(height * 0.14, (width * 0.88) / (Math.max(art.title.length, 10) * 0.8)),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${from},75%,38%)"/><stop offset="1" stop-color="hsl(${to},80%,16%)"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.45}" fill="none" stroke="hsl(${from},95%,70%)" stroke-opacity="0.3" stroke-width="${height * 0.06}"/>
<circle cx="${width * 0.9}" cy="${height * 0.85}" r="${height * 0.25}" fill="hsl(${to},90%,70%)" fill-opacity="0.2"/>
<text x="${width * 0.06}" y="${height * 0.5}" font-family="${font}" font-weight="800" font-size="${titleSize}" fill="#fff">${escapeXml(art.title)}</text>
<text x="${width * 0.06}" y="${height * 0.5 + titleSize * 1.2}" font-family="${font}" font-size="${Math.round(titleSize * 0.5)}" fill="#fde68a">${escapeXml(art.subtitle)}</text>
</svg>`
}
