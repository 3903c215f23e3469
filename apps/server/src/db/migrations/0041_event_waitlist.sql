CREATE TABLE "evento_lista_espera" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"ingresso_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"status" text NOT NULL,
	"idioma" text NOT NULL,
	"ofertada_em" timestamp with time zone,
	"oferta_expira_em" timestamp with time zone,
	"oferta_email_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_lista_espera_status_ck" CHECK ("evento_lista_espera"."status" in ('aguardando', 'oferta', 'comprada', 'expirada', 'saiu') and ("evento_lista_espera"."status" <> 'oferta' or "evento_lista_espera"."oferta_expira_em" is not null))
);
--> statement-breakpoint
ALTER TABLE "evento_lista_espera" ADD CONSTRAINT "evento_lista_espera_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_lista_espera" ADD CONSTRAINT "evento_lista_espera_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_lista_espera" ADD CONSTRAINT "evento_lista_espera_ingresso_id_evento_ingresso_id_fk" FOREIGN KEY ("ingresso_id") REFERENCES "public"."evento_ingresso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_lista_espera" ADD CONSTRAINT "evento_lista_espera_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evento_lista_espera_ativa_uq" ON "evento_lista_espera" USING btree ("igreja_id","ingresso_id","id_usuario") WHERE "evento_lista_espera"."status" in ('aguardando', 'oferta');--> statement-breakpoint
CREATE INDEX "evento_lista_espera_fila_idx" ON "evento_lista_espera" USING btree ("igreja_id","ingresso_id","id") WHERE "evento_lista_espera"."status" = 'aguardando';--> statement-breakpoint
CREATE INDEX "evento_lista_espera_oferta_idx" ON "evento_lista_espera" USING btree ("igreja_id","oferta_expira_em") WHERE "evento_lista_espera"."status" = 'oferta';--> statement-breakpoint
CREATE INDEX "evento_lista_espera_usuario_idx" ON "evento_lista_espera" USING btree ("igreja_id","id_usuario");--> statement-breakpoint
SELECT congrega_enable_church_rls('evento_lista_espera'::regclass);