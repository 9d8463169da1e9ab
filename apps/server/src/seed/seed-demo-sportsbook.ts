import type { Db } from '../db/client.ts'
import { endPastEvents } from '../modules/sportsbook/end-past-events.ts'
import { ensureSports } from '../modules/sportsbook/ensure-sports.ts'
import { findMarketTemplate } from '../modules/sportsbook/market-templates.ts'
import { priceOutcomes } from '../modules/sportsbook/price-outcomes.ts'
import type { Fixture, FixtureMarket } from '../modules/sportsbook/upsert-fixture.ts'
import { upsertFixture } from '../modules/sportsbook/upsert-fixture.ts'
import { type DemoCompetition, demoCompetitions, demoSquad, seededRandom } from './demo-sportsbook.ts'
import { demoMarketsFor } from './demo-sportsbook-markets.ts'

/** The external source of every demo row, so a real feed's rows never collide with them. */
export const demoSportsbookSource = 'khela-demo'

/** How many days of fixtures the demo keeps ahead, today included. */
export const demoSportsbookDays = 6

const dayMs = 86_400_000
const hourMs = 3_600_000
/** A demo fixture that started this long ago has been played: it ends and its markets close. */
const playedAfterMs = 8 * hourMs

/**
 * The demo book on every start: the sports, then fixtures for today and the next days at fixed hours. A fixture
 * is the same whenever it is built (teams and prices come from its competition and date), and is written by its
 * external id, so starting again the same day changes nothing, and a start on a later day adds the new days'
 * fixtures and ends the ones that have been played. Returns how many fixtures it wrote.
 */
export async function seedDemoSportsbook(db: Db, now: Date): Promise<number> {
  await ensureSports(db)
  await endPastEvents(db, demoSportsbookSource, new Date(now.getTime() - playedAfterMs))
  const fixtures = buildDemoFixtures(now)
  for (const fixture of fixtures) await upsertFixture(db, fixture)
  return fixtures.length
}

/** The demo fixtures that start after `now`, within `demoSportsbookDays` days (UTC) of it. */
export function buildDemoFixtures(now: Date): Fixture[] {
  const today = Math.floor(now.getTime() / dayMs)
  const fixtures: Fixture[] = []
  for (let day = today; day < today + demoSportsbookDays; day += 1)
    for (const [index, competition] of demoCompetitions.entries()) {
      // Competitions that play every other day take turns by their place in the list.
      if (competition.isEveryOtherDay && day % 2 !== index % 2) continue
      const date = new Date(day * dayMs).toISOString().slice(0, 10)
      const teams = shuffled(competition.teams, seededRandom(`${competition.slug}:${date}`))
      for (const [slot, hour] of competition.kickoffHoursUtc.entries()) {
        const startsAt = new Date(day * dayMs + hour * hourMs)
        const home = teams[2 * slot]
        const away = teams[2 * slot + 1]
        if (startsAt <= now || !home || !away) continue
        const externalId = `${competition.slug}:${date}:${slot}`
        fixtures.push({
          source: demoSportsbookSource,
          competition: {
            externalId: competition.slug,
            sportSlug: competition.sport,
            slug: competition.slug,
            name: competition.name,
            country: competition.country,
            position: index + 1,
          },
          event: {
            externalId,
            home: home.name,
            away: away.name,
            startsAt,
            ...(competition.sport === 'cricket'
              ? { squads: { home: demoSquad(home.key), away: demoSquad(away.key) } }
              : {}),
          },
          markets: demoMarkets(competition, externalId, home, away),
        })
      }
    }
  return fixtures
}

function demoMarkets(
  competition: DemoCompetition,
  eventExternalId: string,
  home: DemoCompetition['teams'][number],
  away: DemoCompetition['teams'][number],
): FixtureMarket[] {
  const isCricket = competition.sport === 'cricket'
  const markets = demoMarketsFor({
    competition,
    context: { home: home.name, away: away.name },
    homeChance: homeChanceOf(competition, home.key, away.key),
    homePlayers: isCricket ? demoSquad(home.key) : [],
    awayPlayers: isCricket ? demoSquad(away.key) : [],
    random: seededRandom(`${eventExternalId}:markets`),
  })
  return markets.map((market, position) => {
    const template = findMarketTemplate(competition.sport, market.template)
    if (!template) throw new Error(`no ${competition.sport} template ${market.template}`)
    const selections = template.selections(market.context)
    if (selections.length !== market.probabilities.length)
      throw new Error(
        `${market.template}: ${selections.length} selections, ${market.probabilities.length} chances`,
      )
    const prices = market.isOverlapping
      ? market.probabilities.map(
          (chance) => priceOutcomes([chance, 1 - chance], template.marginBasisPoints).prices[0] ?? 0,
        )
      : priceOutcomes(market.probabilities, template.marginBasisPoints).prices
    return {
      externalId: `${eventExternalId}:${market.template}${market.key ? `:${market.key}` : ''}`,
      template: template.code,
      name: template.name(market.context),
      period: template.period,
      line: market.context.line ?? null,
      ...(template.players
        ? {
            squadSide: market.context.side ?? null,
            playerKey: template.players === 'one' ? (market.context.players?.[0]?.key ?? null) : null,
          }
        : {}),
      maxStake: template.maxStake,
      maxPayout: template.maxPayout,
      position,
      selections: selections.map((selection, index) => ({
        ...selection,
        price: prices[index] ?? 0,
        position: index,
      })),
    }
  })
}

/**
 * The home side's chance from the two sides' places in their list (an Elo-like rating, 30 points a place) and,
 * where there is a home ground, a small advantage for it.
 */
function homeChanceOf(competition: DemoCompetition, homeKey: string, awayKey: string): number {
  const place = (key: string) => competition.teams.findIndex((team) => team.key === key)
  const hasHomeGround = competition.sport !== 'tennis' && competition.sport !== 'esports'
  const difference = (place(awayKey) - place(homeKey)) * 30 + (hasHomeGround ? 25 : 0)
  const chance = 1 / (1 + 10 ** (-difference / 400))
  return Math.min(0.85, Math.max(0.15, chance))
}

function shuffled<Item>(items: readonly Item[], random: () => number): Item[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item]
  }
  return copy
}
