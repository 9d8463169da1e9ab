-- A leg is named by its bet and its event (one leg per event, as the unique index said): the random id no query
-- read, and the indexes by position and by open leg, which the bet's own index answers, go (decision 21).
ALTER TABLE "sport_bet_legs" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "sport_bet_legs_bet_position_idx";--> statement-breakpoint
DROP INDEX "sport_bet_legs_open_idx";--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_pk" PRIMARY KEY USING INDEX "sport_bet_legs_bet_event_idx";
