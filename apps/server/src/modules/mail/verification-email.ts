import type { Email } from './mailer.ts'

/** Both languages in one message: the address may be read before the player has chosen one. */
export function verificationEmail(to: string, url: string): Email {
  return {
    to,
    subject: 'Confirm your email for Khela · Khela-র জন্য আপনার ইমেইল নিশ্চিত করুন',
    text: [
      'Confirm your email address by opening this link:',
      url,
      '',
      'এই লিংকটি খুলে আপনার ইমেইল ঠিকানা নিশ্চিত করুন:',
      url,
      '',
      'If you did not ask for this, ignore this email. · আপনি এটি না চাইলে এই ইমেইলটি উপেক্ষা করুন।',
    ].join('\n'),
  }
}
