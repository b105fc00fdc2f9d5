-- Signed-in readers' accounts in memory (decision 099) are emptied on every instance when users or
-- subscriptions change.
CREATE OR REPLACE FUNCTION "notify_accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
