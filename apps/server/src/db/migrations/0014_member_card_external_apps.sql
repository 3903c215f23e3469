CREATE TABLE "igreja_app_externo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"url" text NOT NULL,
	"segredo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_carteirinha" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"numero_membro" text NOT NULL,
	"data_batismo" date,
	"cargo" text,
	"responsavel" text,
	"validade" date,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "igreja_app_externo" ADD CONSTRAINT "igreja_app_externo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_carteirinha" ADD CONSTRAINT "usuario_carteirinha_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_carteirinha" ADD CONSTRAINT "usuario_carteirinha_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "igreja_app_externo_uq" ON "igreja_app_externo" USING btree ("igreja_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_carteirinha_usuario_uq" ON "usuario_carteirinha" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_carteirinha_numero_uq" ON "usuario_carteirinha" USING btree ("igreja_id","numero_membro");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['usuario_carteirinha', 'igreja_app_externo']) AS t;
