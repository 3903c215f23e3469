CREATE TABLE "chat_mensagem" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"culto_id" integer NOT NULL,
	"autor" text NOT NULL,
	"id_usuario" integer,
	"nome" text NOT NULL,
	"avatar" text,
	"moderador" boolean DEFAULT false NOT NULL,
	"texto" text NOT NULL,
	"oculto" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "culto" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"tipo" text NOT NULL,
	"dia_semana" integer,
	"horario" text,
	"duracao_minutos" integer DEFAULT 90 NOT NULL,
	"fuso_horario" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"inicio" timestamp with time zone,
	"fim" timestamp with time zone,
	"fonte_tipo" text NOT NULL,
	"fonte_valor" text NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "culto_tipo_ck" CHECK (("culto"."tipo" = 'semanal' and "culto"."dia_semana" between 0 and 6 and "culto"."horario" is not null) or ("culto"."tipo" = 'avulso' and "culto"."inicio" is not null and "culto"."fim" > "culto"."inicio"))
);
--> statement-breakpoint
ALTER TABLE "chat_mensagem" ADD CONSTRAINT "chat_mensagem_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mensagem" ADD CONSTRAINT "chat_mensagem_culto_id_culto_id_fk" FOREIGN KEY ("culto_id") REFERENCES "public"."culto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mensagem" ADD CONSTRAINT "chat_mensagem_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culto" ADD CONSTRAINT "culto_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_mensagem_canal_idx" ON "chat_mensagem" USING btree ("igreja_id","culto_id","id");--> statement-breakpoint
CREATE INDEX "chat_mensagem_usuario_idx" ON "chat_mensagem" USING btree ("igreja_id","id_usuario");--> statement-breakpoint
CREATE INDEX "culto_igreja_idx" ON "culto" USING btree ("igreja_id","tipo");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['culto', 'chat_mensagem']) AS t;
