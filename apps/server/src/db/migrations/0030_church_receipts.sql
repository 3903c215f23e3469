CREATE TABLE "informe_doacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_lote" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"idioma" text,
	"arquivo" text,
	"pdf" "bytea",
	"gerado_em" timestamp with time zone,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "informe_lote" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"ano" integer NOT NULL,
	"estado" text DEFAULT 'gerando' NOT NULL,
	"iniciado_por_conta_id" integer NOT NULL,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "informe_lote_estado_ck" CHECK ("informe_lote"."estado" in ('gerando', 'concluido'))
);
--> statement-breakpoint
ALTER TABLE "igreja" ADD COLUMN "razao_social" text;--> statement-breakpoint
ALTER TABLE "igreja" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "informe_doacao" ADD CONSTRAINT "informe_doacao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informe_doacao" ADD CONSTRAINT "informe_doacao_id_lote_informe_lote_id_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."informe_lote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informe_doacao" ADD CONSTRAINT "informe_doacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informe_lote" ADD CONSTRAINT "informe_lote_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "informe_doacao_lote_usuario_uq" ON "informe_doacao" USING btree ("igreja_id","id_lote","usuario_id");--> statement-breakpoint
CREATE INDEX "informe_doacao_usuario_idx" ON "informe_doacao" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE INDEX "informe_lote_ano_idx" ON "informe_lote" USING btree ("igreja_id","ano","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "informe_lote_gerando_uq" ON "informe_lote" USING btree ("igreja_id") WHERE "informe_lote"."estado" = 'gerando';--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['informe_lote', 'informe_doacao']) AS t;
