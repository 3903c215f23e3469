CREATE TABLE "evento_checkin" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"bilhete_id" integer NOT NULL,
	"admitido_por_conta_id" integer NOT NULL,
	"dispositivo" text NOT NULL,
	"porta" text,
	"em" timestamp with time zone NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"local_id" text
);
--> statement-breakpoint
CREATE TABLE "evento_checkin_sync" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"dispositivo" text NOT NULL,
	"local_id" text NOT NULL,
	"bilhete_id" integer,
	"admitido_por_conta_id" integer NOT NULL,
	"porta" text,
	"em" timestamp with time zone NOT NULL,
	"resultado" text NOT NULL,
	"conflito" boolean NOT NULL,
	"venceu" boolean DEFAULT false NOT NULL,
	"outra" jsonb,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_checkin_sync_resultado_ck" CHECK ("evento_checkin_sync"."resultado" in ('admitido', 'conflito', 'outro_evento', 'nao_pago', 'cancelado', 'desconhecido'))
);
--> statement-breakpoint
ALTER TABLE "evento_checkin" ADD CONSTRAINT "evento_checkin_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_checkin" ADD CONSTRAINT "evento_checkin_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_checkin" ADD CONSTRAINT "evento_checkin_bilhete_id_evento_bilhete_id_fk" FOREIGN KEY ("bilhete_id") REFERENCES "public"."evento_bilhete"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_checkin_sync" ADD CONSTRAINT "evento_checkin_sync_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_checkin_sync" ADD CONSTRAINT "evento_checkin_sync_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_checkin_sync" ADD CONSTRAINT "evento_checkin_sync_bilhete_id_evento_bilhete_id_fk" FOREIGN KEY ("bilhete_id") REFERENCES "public"."evento_bilhete"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evento_checkin_bilhete_uq" ON "evento_checkin" USING btree ("igreja_id","bilhete_id");--> statement-breakpoint
CREATE INDEX "evento_checkin_evento_idx" ON "evento_checkin" USING btree ("igreja_id","evento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evento_checkin_sync_local_uq" ON "evento_checkin_sync" USING btree ("igreja_id","evento_id","dispositivo","local_id");--> statement-breakpoint
CREATE INDEX "evento_checkin_sync_conflito_idx" ON "evento_checkin_sync" USING btree ("igreja_id","evento_id") WHERE "evento_checkin_sync"."conflito";--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['evento_checkin', 'evento_checkin_sync']) AS t;
