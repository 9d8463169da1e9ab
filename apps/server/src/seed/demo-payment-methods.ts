import { bangladeshMobilePattern, type PaymentField, type PaymentMethodInput } from '@khela/contracts/cashier'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { paymentMethods } from '../db/schema/cashier.ts'

const taka = (amount: number) => amount * 100

const senderNumber: PaymentField = {
  key: 'senderAccountNumber',
  label: { en: 'Sender account number', bn: 'প্রেরকের অ্যাকাউন্ট নম্বর' },
  type: 'text',
  isRequired: true,
  pattern: bangladeshMobilePattern,
  isUpperCased: false,
  isUnique: false,
}

const transactionId = (length: number): PaymentField => ({
  key: 'transactionId',
  label: { en: 'Transaction ID', bn: 'ট্রানজেকশন আইডি' },
  type: 'text',
  isRequired: true,
  pattern: `^[A-Z0-9]{${length}}$`,
  isUpperCased: true,
  isUnique: true,
})

const mobilePresets = {
  bkash: [200, 500, 1000, 5000, 10000, 15000, 20000, 25000].map(taka),
  other: [200, 500, 1000, 5000, 10000, 12000, 20000, 35000].map(taka),
}

const sendMoneySteps = (app: { en: string; bn: string }) => ({
  en: [
    `Open the ${app.en} app or dial its USSD code.`,
    'Choose Send Money and enter the number below.',
    'Enter the amount you picked and confirm with your PIN.',
    'Copy the transaction ID from the confirmation SMS and enter it here with your number.',
  ],
  bn: [
    `${app.bn} অ্যাপ খুলুন বা এর USSD কোড ডায়াল করুন।`,
    'সেন্ড মানি বেছে নিন এবং নিচের নম্বরটি লিখুন।',
    'আপনার বেছে নেওয়া পরিমাণ লিখুন এবং পিন দিয়ে নিশ্চিত করুন।',
    'নিশ্চিতকরণ এসএমএস থেকে ট্রানজেকশন আইডি কপি করে আপনার নম্বরসহ এখানে লিখুন।',
  ],
})

/** The original site's three methods: bKash and Nagad (mobile banking) and IBBL (bank transfer). */
export const demoPaymentMethods: PaymentMethodInput[] = [
  {
    code: 'bkash',
    gateway: 'MOBILE_BANKING',
    name: 'bKash',
    logo: null,
    brandColor: '#E2136E',
    receivingAccount: '01712345678',
    instructions: sendMoneySteps({ en: 'bKash', bn: 'বিকাশ' }),
    fields: [senderNumber, transactionId(10)],
    presetAmounts: mobilePresets.bkash,
    depositLimits: { min: taka(200), max: taka(25000) },
    withdrawalLimits: { min: taka(500), max: taka(25000) },
    isDepositEnabled: true,
    isWithdrawalEnabled: true,
    position: 1,
  },
  {
    code: 'nagad',
    gateway: 'MOBILE_BANKING',
    name: 'Nagad',
    logo: null,
    brandColor: '#EC1C24',
    receivingAccount: '01812345678',
    instructions: sendMoneySteps({ en: 'Nagad', bn: 'নগদ' }),
    fields: [senderNumber, transactionId(8)],
    presetAmounts: mobilePresets.other,
    depositLimits: { min: taka(200), max: taka(35000) },
    withdrawalLimits: { min: taka(500), max: taka(35000) },
    isDepositEnabled: true,
    isWithdrawalEnabled: true,
    position: 2,
  },
  {
    code: 'ibbl',
    gateway: 'BANK_TRANSFER',
    name: 'IBBL',
    logo: null,
    brandColor: '#0B7A3E',
    receivingAccount: 'Islami Bank Bangladesh PLC · Khela Ltd · A/C 20501234567890123 · Gulshan branch',
    instructions: {
      en: [
        'Transfer the amount you picked to the account below from your bank or its app.',
        'Take a screenshot of the confirmation, or photograph the deposit slip.',
        'Enter your account number and the account holder’s name, attach the screenshot and submit.',
      ],
      bn: [
        'আপনার ব্যাংক বা এর অ্যাপ থেকে বেছে নেওয়া পরিমাণ নিচের অ্যাকাউন্টে ট্রান্সফার করুন।',
        'নিশ্চিতকরণের একটি স্ক্রিনশট নিন, অথবা জমার স্লিপের ছবি তুলুন।',
        'আপনার অ্যাকাউন্ট নম্বর ও অ্যাকাউন্টধারীর নাম লিখুন, স্ক্রিনশট যুক্ত করে জমা দিন।',
      ],
    },
    fields: [
      {
        ...senderNumber,
        label: { en: 'Sender account number', bn: 'প্রেরকের অ্যাকাউন্ট নম্বর' },
        pattern: '^[0-9]{10,20}$',
      },
      {
        key: 'accountHolderName',
        label: { en: 'Account holder name', bn: 'অ্যাকাউন্টধারীর নাম' },
        type: 'text',
        isRequired: true,
        pattern: null,
        isUpperCased: false,
        isUnique: false,
      },
      {
        key: 'screenshot',
        label: { en: 'Screenshot', bn: 'স্ক্রিনশট' },
        type: 'image',
        isRequired: true,
        pattern: null,
        isUpperCased: false,
        isUnique: false,
      },
    ],
    presetAmounts: mobilePresets.other,
    depositLimits: { min: taka(200), max: taka(35000) },
    withdrawalLimits: { min: taka(1000), max: taka(35000) },
    isDepositEnabled: true,
    isWithdrawalEnabled: true,
    position: 3,
  },
]

/**
 * Adds the demo methods to a database that has none (like the catalogue, on its own rule, so a database seeded
 * before the cashier existed gets them too). Tests call it for a cashier to work with.
 */
export async function seedPaymentMethods(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(paymentMethods)
  if ((existing?.count ?? 0) > 0) return
  await db
    .insert(paymentMethods)
    .values(
      demoPaymentMethods.map(({ depositLimits, withdrawalLimits, ...method }) => ({
        ...method,
        depositMin: depositLimits.min,
        depositMax: depositLimits.max,
        withdrawalMin: withdrawalLimits.min,
        withdrawalMax: withdrawalLimits.max,
        currency: 'BDT' as const,
      })),
    )
    .onConflictDoNothing({ target: paymentMethods.code })
}
