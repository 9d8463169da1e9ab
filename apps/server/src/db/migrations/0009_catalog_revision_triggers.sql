-- Every write to the catalogue, from any instance, route, import or hand-run SQL, moves catalog_revision on,
-- so a cache keyed by the revision can never serve a catalogue that has changed.
INSERT INTO catalog_revision (id, revision) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION catalog_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER game_providers_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_providers
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
--> statement-breakpoint
CREATE TRIGGER games_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
--> statement-breakpoint
CREATE TRIGGER game_categories_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
--> statement-breakpoint
CREATE TRIGGER game_category_members_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_category_members
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
