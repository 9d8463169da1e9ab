import type { LocalizedText } from '@khela/contracts/i18n'

export type SportDefinition = { slug: string; name: LocalizedText; icon: string }

/**
 * The sports the site lists, in the original site's order. Casino is left out (it is the casino's lobby, not a
 * sport) and Kabaddi added after Cricket and Soccer, the two it is followed with in Bangladesh. Icons are lucide
 * names; lucide has no cricket bat, horse or basketball, so those have the nearest shape.
 */
export const sportList: readonly SportDefinition[] = [
  { slug: 'cricket', name: { en: 'Cricket', bn: 'ক্রিকেট' }, icon: 'circle-dot' },
  { slug: 'soccer', name: { en: 'Soccer', bn: 'ফুটবল' }, icon: 'goal' },
  { slug: 'kabaddi', name: { en: 'Kabaddi', bn: 'কাবাডি' }, icon: 'users' },
  { slug: 'tennis', name: { en: 'Tennis', bn: 'টেনিস' }, icon: 'circle-dot-dashed' },
  { slug: 'horses', name: { en: 'Horses', bn: 'ঘোড়দৌড়' }, icon: 'flag-triangle-right' },
  { slug: 'basketball', name: { en: 'Basketball', bn: 'বাস্কেটবল' }, icon: 'circle' },
  { slug: 'fantasy', name: { en: 'Fantasy', bn: 'ফ্যান্টাসি' }, icon: 'sparkles' },
  { slug: 'virtual', name: { en: 'Virtual', bn: 'ভার্চুয়াল' }, icon: 'monitor-play' },
  { slug: 'esports', name: { en: 'Esports', bn: 'ই-স্পোর্টস' }, icon: 'gamepad-2' },
  { slug: 'table-tennis', name: { en: 'Table Tennis', bn: 'টেবিল টেনিস' }, icon: 'table-2' },
  { slug: 'ufc', name: { en: 'UFC Fight Night', bn: 'ইউএফসি ফাইট নাইট' }, icon: 'hand-fist' },
  { slug: 'boxing', name: { en: 'Boxing', bn: 'বক্সিং' }, icon: 'biceps-flexed' },
  { slug: 'golf', name: { en: 'Golf', bn: 'গলফ' }, icon: 'flag' },
  { slug: 'futsal', name: { en: 'Futsal', bn: 'ফুটসাল' }, icon: 'whistle' },
  { slug: 'rugby-union', name: { en: 'Rugby Union', bn: 'রাগবি ইউনিয়ন' }, icon: 'rugby-ball' },
  { slug: 'badminton', name: { en: 'Badminton', bn: 'ব্যাডমিন্টন' }, icon: 'feather' },
  { slug: 'formula-1', name: { en: 'Formula 1', bn: 'ফর্মুলা ১' }, icon: 'car-front' },
  { slug: 'ice-hockey', name: { en: 'Ice Hockey', bn: 'আইস হকি' }, icon: 'hockey-stick' },
  { slug: 'volleyball', name: { en: 'Volleyball', bn: 'ভলিবল' }, icon: 'volleyball' },
  { slug: 'darts', name: { en: 'Darts', bn: 'ডার্টস' }, icon: 'target' },
  { slug: 'rugby-league', name: { en: 'Rugby League', bn: 'রাগবি লিগ' }, icon: 'shield-half' },
  { slug: 'snooker', name: { en: 'Snooker', bn: 'স্নুকার' }, icon: 'disc-3' },
  { slug: 'greyhounds', name: { en: 'Greyhounds', bn: 'গ্রেহাউন্ড দৌড়' }, icon: 'dog' },
]
