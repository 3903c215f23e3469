-- Row-level security backstop for church-scoped tables (design.md convention 3).
-- Requests run church work inside a transaction that does SET LOCAL ROLE congrega_app and
-- set_config('app.church_id', <id>, true). Without the setting no row is visible or writable (fail closed).
-- The owner role (used for migrations, seeding and global tables) is unaffected by the policies of
-- congrega_app, but FORCE makes the owner subject to them too whenever it runs as congrega_app.
DO $$ BEGIN
  CREATE ROLE congrega_app NOLOGIN;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO congrega_app;
--> statement-breakpoint
-- Lets a non-superuser owner switch to the restricted role per transaction.
GRANT congrega_app TO CURRENT_USER;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO congrega_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO congrega_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO congrega_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO congrega_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_enable_church_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS church_isolation ON %s', tbl);
  -- Applies to congrega_app only: the owner keeps full access for migrations, seeds and global lookups.
  EXECUTE format(
    'CREATE POLICY church_isolation ON %s TO congrega_app USING (igreja_id = nullif(current_setting(''app.church_id'', true), '''')::int) WITH CHECK (igreja_id = nullif(current_setting(''app.church_id'', true), '''')::int)',
    tbl);
  EXECUTE format(
    'DROP POLICY IF EXISTS owner_access ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY owner_access ON %s TO CURRENT_USER USING (true) WITH CHECK (true)', tbl);
END $$;
--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY[
  'igreja_modulo', 'igreja_visual', 'igreja_app_menu', 'banner', 'congregacao', 'metodo_pagamento',
  'usuario', 'usuario_role', 'refresh_token', 'campo_personalizado', 'notificacao',
  'oracao_motivo', 'oracao', 'oracao_mensagem', 'oracao_orar', 'nota_sermao'
]) AS t;
