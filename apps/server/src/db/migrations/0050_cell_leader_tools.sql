CREATE TABLE "celula_configuracao" (
	"igreja_id" integer PRIMARY KEY NOT NULL,
	"dias_lembrete" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "celula_presenca" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"reuniao_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"presente" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "celula" ADD COLUMN "capacidade" integer;--> statement-breakpoint
ALTER TABLE "celula" ADD COLUMN "flag_aceita_solicitacao" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD COLUMN "visitantes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD COLUMN "nomes_visitantes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD COLUMN "registrado_por" integer;--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD COLUMN "criado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD COLUMN "lembrete_lider_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "celula_solicitacao" ADD COLUMN "lembrete_equipe_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "celula_configuracao" ADD CONSTRAINT "celula_configuracao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_presenca" ADD CONSTRAINT "celula_presenca_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_presenca" ADD CONSTRAINT "celula_presenca_reuniao_id_celula_reuniao_id_fk" FOREIGN KEY ("reuniao_id") REFERENCES "public"."celula_reuniao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_presenca" ADD CONSTRAINT "celula_presenca_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "celula_presenca_uq" ON "celula_presenca" USING btree ("reuniao_id","usuario_id");--> statement-breakpoint
CREATE INDEX "celula_presenca_usuario_idx" ON "celula_presenca" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
ALTER TABLE "celula_reuniao" ADD CONSTRAINT "celula_reuniao_registrado_por_usuario_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "celula_solicitacao_pendente_idx" ON "celula_solicitacao" USING btree ("igreja_id","criado_em") WHERE "celula_solicitacao"."status" = 'pendente';--> statement-breakpoint
SELECT congrega_enable_church_rls('celula_presenca'::regclass);--> statement-breakpoint
SELECT congrega_enable_church_rls('celula_configuracao'::regclass);
