import type { LocalizedText } from '@khela/contracts/i18n'

/** The Tutorials page as first seeded: guides a new player follows step by step, in the Rules page's format. */
export const demoTutorials: LocalizedText = {
  en: `# How to register

- Press REGISTER at the top of any page.
- Choose your currency (BDT) and your welcome offer, then enter your email, your mobile number and a password.
- Enter your date of birth and country: you must be 18 or older and live where Khela accepts players.
- Accept the terms and press Register. You are signed in at once; check your email for the verification link.

# How to deposit with bKash

- Sign in and press DEPOSIT, then choose bKash.
- Pick an amount (from ৳200) or type your own, and press Next.
- Open the bKash app or dial *247#, choose Send Money and send the amount to the number shown on the page.
- Copy the transaction ID from bKash's confirmation SMS (10 letters and digits) and enter it with the number you sent from.
- Press Submit. Your balance is credited as soon as the payment is confirmed; Payment History shows where your deposit stands.

# How to deposit with Nagad

- Press DEPOSIT and choose Nagad.
- Pick an amount and press Next.
- Open the Nagad app or dial *167#, choose Send Money and send the amount to the number shown on the page.
- Enter the 8-character transaction ID from Nagad's SMS and the number you sent from, then press Submit.

# How to deposit by bank transfer

- Press DEPOSIT and choose the bank (IBBL).
- Transfer the amount from an account in your own name to the account shown on the page (bank, account name, account number and branch).
- Take a screenshot of the confirmation or photograph the deposit slip.
- Enter the account number you sent from and the account holder's name, attach the picture and press Submit.
- Bank transfers are checked by hand and can take longer than mobile banking. Deposits from someone else's account are refused.

# How to place a bet

- Open a game from the lobby: Crash, Dice, Limbo, Heads & Tails or Mines.
- Enter your stake, or use ½ and 2× to halve or double it. Check the currency and your balance at the top.
- Press Bet. In Crash, press Cash Out before the round crashes; in Mines, reveal tiles and cash out whenever you like.
- Your recent bets appear under the game, and every bet is listed in Bet History with its time, stake and payout.

# How to check a bet with the fairness verifier

- Every round is decided by the server seed, your client seed and a nonce. Before you bet, the game shows the server seed's hash.
- Open Bet History and press Check beside a bet, or open the Provably fair page from the footer.
- After you change your seed pair, the old server seed is revealed. The verifier hashes it, compares it with the hash you were shown and recomputes the result.
- If the recomputed result matches your bet, the round was decided fairly before you played.

# How to set your limits

- Open your profile and choose Responsible gambling.
- Set a deposit limit, a loss limit or a wager limit per day, week or month, and press Save.
- A lower limit applies at once; a higher limit or removing one applies only after 24 hours.
- If you need a break, take a time-out or exclude yourself for a period. Your account stays closed until it ends.`,
  bn: `# কীভাবে রেজিস্টার করবেন

- যেকোনো পেজের ওপরে রেজিস্টার চাপুন।
- আপনার কারেন্সি (BDT) ও স্বাগত অফার বেছে নিন, তারপর ইমেইল, মোবাইল নম্বর ও পাসওয়ার্ড লিখুন।
- জন্মতারিখ ও দেশ লিখুন: আপনার বয়স অন্তত ১৮ বছর হতে হবে এবং এমন দেশে থাকতে হবে যেখানে খেলা প্লেয়ার গ্রহণ করে।
- শর্তাবলি মেনে রেজিস্টার চাপুন। সঙ্গে সঙ্গে আপনি সাইন ইন হয়ে যাবেন; যাচাইয়ের লিংকের জন্য ইমেইল দেখুন।

# বিকাশে কীভাবে ডিপোজিট করবেন

- সাইন ইন করে ডিপোজিট চাপুন, তারপর বিকাশ বেছে নিন।
- একটি পরিমাণ বেছে নিন (৳২০০ থেকে) বা নিজে লিখুন, তারপর পরবর্তী চাপুন।
- বিকাশ অ্যাপ খুলুন বা *247# ডায়াল করুন, সেন্ড মানি বেছে নিয়ে পেজে দেখানো নম্বরে টাকা পাঠান।
- বিকাশের নিশ্চিতকরণ এসএমএস থেকে ট্রানজেকশন আইডি (১০টি অক্ষর ও সংখ্যা) কপি করে যে নম্বর থেকে পাঠিয়েছেন তার সঙ্গে লিখুন।
- সাবমিট চাপুন। পেমেন্ট নিশ্চিত হওয়ামাত্র আপনার ব্যালেন্সে টাকা যোগ হবে; পেমেন্ট হিস্টরিতে ডিপোজিটের অবস্থা দেখা যায়।

# নগদে কীভাবে ডিপোজিট করবেন

- ডিপোজিট চেপে নগদ বেছে নিন।
- একটি পরিমাণ বেছে নিয়ে পরবর্তী চাপুন।
- নগদ অ্যাপ খুলুন বা *167# ডায়াল করুন, সেন্ড মানি বেছে নিয়ে পেজে দেখানো নম্বরে টাকা পাঠান।
- নগদের এসএমএস থেকে ৮ অক্ষরের ট্রানজেকশন আইডি ও যে নম্বর থেকে পাঠিয়েছেন তা লিখে সাবমিট চাপুন।

# ব্যাংক ট্রান্সফারে কীভাবে ডিপোজিট করবেন

- ডিপোজিট চেপে ব্যাংক (IBBL) বেছে নিন।
- আপনার নিজের নামের অ্যাকাউন্ট থেকে পেজে দেখানো অ্যাকাউন্টে (ব্যাংক, অ্যাকাউন্টের নাম, অ্যাকাউন্ট নম্বর ও শাখা) টাকা ট্রান্সফার করুন।
- নিশ্চিতকরণের একটি স্ক্রিনশট নিন, অথবা জমার স্লিপের ছবি তুলুন।
- যে অ্যাকাউন্ট থেকে পাঠিয়েছেন তার নম্বর ও অ্যাকাউন্টধারীর নাম লিখুন, ছবিটি যুক্ত করে সাবমিট চাপুন।
- ব্যাংক ট্রান্সফার হাতে যাচাই করা হয়, তাই মোবাইল ব্যাংকিংয়ের চেয়ে বেশি সময় লাগতে পারে। অন্যের অ্যাকাউন্ট থেকে আসা ডিপোজিট গ্রহণ করা হয় না।

# কীভাবে বাজি ধরবেন

- লবি থেকে একটি গেম খুলুন: ক্র্যাশ, ডাইস, লিম্বো, হেডস অ্যান্ড টেইলস বা মাইনস।
- আপনার বাজির পরিমাণ লিখুন, অথবা ½ ও 2× দিয়ে অর্ধেক বা দ্বিগুণ করুন। ওপরে কারেন্সি ও ব্যালেন্স দেখে নিন।
- বেট চাপুন। ক্র্যাশে রাউন্ড ক্র্যাশ করার আগে ক্যাশ আউট চাপুন; মাইনসে টাইল খুলুন এবং যখন খুশি ক্যাশ আউট করুন।
- আপনার সাম্প্রতিক বাজি গেমের নিচে দেখা যায়, আর প্রতিটি বাজি সময়, পরিমাণ ও পেআউটসহ বেট হিস্টরিতে থাকে।

# ফেয়ারনেস ভেরিফায়ার দিয়ে কীভাবে বাজি যাচাই করবেন

- প্রতিটি রাউন্ডের ফল ঠিক হয় সার্ভার সিড, আপনার ক্লায়েন্ট সিড ও একটি নন্স দিয়ে। বাজি ধরার আগে গেম সার্ভার সিডের হ্যাশ দেখায়।
- বেট হিস্টরি খুলে কোনো বাজির পাশে যাচাই চাপুন, অথবা ফুটার থেকে প্রভাবলি ফেয়ার পেজ খুলুন।
- সিড জোড়া বদলালে পুরোনো সার্ভার সিড প্রকাশ পায়। ভেরিফায়ার সেটি হ্যাশ করে আপনাকে দেখানো হ্যাশের সঙ্গে মেলায় এবং ফল আবার হিসাব করে।
- নতুন হিসাবের ফল আপনার বাজির সঙ্গে মিললে বুঝবেন রাউন্ডটি খেলার আগেই ন্যায্যভাবে ঠিক হয়েছিল।

# কীভাবে আপনার সীমা ঠিক করবেন

- আপনার প্রোফাইল খুলে দায়িত্বশীল জুয়া বেছে নিন।
- দিন, সপ্তাহ বা মাস প্রতি ডিপোজিট সীমা, লস সীমা বা বাজির সীমা ঠিক করে সংরক্ষণ চাপুন।
- কম সীমা সঙ্গে সঙ্গে কার্যকর হয়; বেশি সীমা বা সীমা তুলে দেওয়া কার্যকর হয় ২৪ ঘণ্টা পরে।
- বিরতি দরকার হলে টাইম-আউট নিন বা নির্দিষ্ট সময়ের জন্য নিজেকে বাদ দিন। সময় শেষ না হওয়া পর্যন্ত আপনার অ্যাকাউন্ট বন্ধ থাকবে।`,
}
