CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"ator_conta_id" integer,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"area" text NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text,
	"acao" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "staff_codigo_recuperacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"conta_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"scope_kind" text,
	"scope_id" integer,
	"preset" text,
	"expires_at" timestamp with time zone,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conta_id" integer NOT NULL,
	"versao_sessao" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_anterior_hash" text,
	"totp_verificado" boolean DEFAULT false NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessao_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_totp" (
	"conta_id" integer PRIMARY KEY NOT NULL,
	"segredo_cifrado" text NOT NULL,
	"confirmado_em" timestamp with time zone,
	"ultimo_passo" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_ator_conta_id_conta_id_fk" FOREIGN KEY ("ator_conta_id") REFERENCES "public"."conta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_codigo_recuperacao" ADD CONSTRAINT "staff_codigo_recuperacao_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grant" ADD CONSTRAINT "staff_grant_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grant" ADD CONSTRAINT "staff_grant_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grant" ADD CONSTRAINT "staff_grant_granted_by_usuario_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessao" ADD CONSTRAINT "staff_sessao_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp" ADD CONSTRAINT "staff_totp_conta_id_conta_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."conta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_em_idx" ON "auditoria" USING btree ("igreja_id","em");--> statement-breakpoint
CREATE INDEX "auditoria_ator_idx" ON "auditoria" USING btree ("igreja_id","ator_conta_id","em");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("igreja_id","entidade","entidade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_codigo_recuperacao_uq" ON "staff_codigo_recuperacao" USING btree ("conta_id","codigo_hash");--> statement-breakpoint
CREATE INDEX "staff_grant_usuario_idx" ON "staff_grant" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE INDEX "staff_sessao_conta_idx" ON "staff_sessao" USING btree ("conta_id");--> statement-breakpoint
CREATE INDEX "staff_sessao_anterior_idx" ON "staff_sessao" USING btree ("token_anterior_hash");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['staff_grant', 'auditoria']) AS t;--> statement-breakpoint
-- The audit log is append-only: the app role may insert and read it, never change it, and a trigger refuses
-- UPDATE and DELETE for every role (PGlite runs as a superuser, which privileges do not stop).
REVOKE UPDATE, DELETE, TRUNCATE ON "auditoria" FROM congrega_app;--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_auditoria_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER auditoria_append_only BEFORE UPDATE OR DELETE ON "auditoria"
  FOR EACH ROW EXECUTE FUNCTION congrega_auditoria_append_only();--> statement-breakpoint
CREATE TRIGGER auditoria_no_truncate BEFORE TRUNCATE ON "auditoria"
  FOR EACH STATEMENT EXECUTE FUNCTION congrega_auditoria_append_only();
