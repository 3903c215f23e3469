CREATE TABLE "inscricao_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_sucesso" timestamp with time zone,
	"falhas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacao_abertura" (
	"igreja_id" integer NOT NULL,
	"notificacao_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_abertura_igreja_id_notificacao_id_usuario_id_pk" PRIMARY KEY("igreja_id","notificacao_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "notificacao" ADD COLUMN "rota" text;--> statement-breakpoint
-- Notifications written before Web Push are not pushed: existing rows take false, new ones true.
ALTER TABLE "notificacao" ADD COLUMN "push_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacao" ALTER COLUMN "push_pendente" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "notificacao" ADD COLUMN "push_entregues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inscricao_push" ADD CONSTRAINT "inscricao_push_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_push" ADD CONSTRAINT "inscricao_push_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_abertura" ADD CONSTRAINT "notificacao_abertura_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_abertura" ADD CONSTRAINT "notificacao_abertura_notificacao_id_notificacao_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_abertura" ADD CONSTRAINT "notificacao_abertura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inscricao_push_endpoint_uq" ON "inscricao_push" USING btree ("igreja_id","endpoint");--> statement-breakpoint
CREATE INDEX "inscricao_push_usuario_idx" ON "inscricao_push" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE INDEX "notificacao_push_pendente_idx" ON "notificacao" USING btree ("igreja_id","id") WHERE "notificacao"."push_pendente";--> statement-breakpoint
SELECT congrega_enable_church_rls('inscricao_push'::regclass);--> statement-breakpoint
SELECT congrega_enable_church_rls('notificacao_abertura'::regclass);
