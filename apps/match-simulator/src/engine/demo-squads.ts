import type { LocalizedText } from '@khela/contracts/i18n'
import type { FeedPlayer } from '@khela/contracts/sportsbook-feed'

/** A side as the simulator plays it: eleven players in batting order; the last six bowl. */
export type Team = { name: LocalizedText; players: FeedPlayer[] }
export type Teams = { home: Team; away: Team }

const keyOf = (en: string) => en.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const eleven = (names: [string, string][]): FeedPlayer[] =>
  names.map(([en, bn]) => ({ key: keyOf(en), name: { en, bn } }))

/** Two made-up sides for the demo: the names are common Bangladeshi ones, not real cricketers'. */
export const demoTeams: Teams = {
  home: {
    name: { en: 'Padma Tigers', bn: 'পদ্মা টাইগার্স' },
    players: eleven([
      ['Arif Hossain', 'আরিফ হোসেন'],
      ['Nayeem Rahman', 'নাঈম রহমান'],
      ['Sabbir Alam', 'সাব্বির আলম'],
      ['Imran Kabir', 'ইমরান কবির'],
      ['Rakib Hasan', 'রাকিব হাসান'],
      ['Jahid Karim', 'জাহিদ করিম'],
      ['Mahfuz Ali', 'মাহফুজ আলী'],
      ['Shohag Mia', 'সোহাগ মিয়া'],
      ['Rubel Sarkar', 'রুবেল সরকার'],
      ['Tanvir Islam', 'তানভীর ইসলাম'],
      ['Foysal Ahmed', 'ফয়সাল আহমেদ'],
    ]),
  },
  away: {
    name: { en: 'Meghna Riders', bn: 'মেঘনা রাইডার্স' },
    players: eleven([
      ['Sajid Chowdhury', 'সাজিদ চৌধুরী'],
      ['Masud Parvez', 'মাসুদ পারভেজ'],
      ['Habib Ullah', 'হাবিব উল্লাহ'],
      ['Rezaul Karim', 'রেজাউল করিম'],
      ['Anik Saha', 'অনিক সাহা'],
      ['Kamrul Haque', 'কামরুল হক'],
      ['Sumon Mridha', 'সুমন মৃধা'],
      ['Jewel Khan', 'জুয়েল খান'],
      ['Babul Akter', 'বাবুল আক্তার'],
      ['Polash Dey', 'পলাশ দে'],
      ['Milon Barua', 'মিলন বড়ুয়া'],
    ]),
  },
}
