CREATE TABLE "midia_arquivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"recebidos" bigint DEFAULT 0 NOT NULL,
	"situacao" text DEFAULT 'enviando' NOT NULL,
	"progresso" integer DEFAULT 0 NOT NULL,
	"erro" text,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"duracao_segundos" double precision,
	"largura" integer,
	"altura" integer,
	"codec_video" text,
	"codec_audio" text,
	"variantes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"poster" text,
	"miniaturas" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "midia_arquivo" ADD CONSTRAINT "midia_arquivo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "midia_arquivo_igreja_idx" ON "midia_arquivo" USING btree ("igreja_id","criado_em");--> statement-breakpoint
CREATE INDEX "midia_arquivo_situacao_idx" ON "midia_arquivo" USING btree ("situacao","atualizado_em");--> statement-breakpoint
SELECT congrega_enable_church_rls('midia_arquivo'::regclass);
