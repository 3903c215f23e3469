CREATE TABLE "evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text,
	"descricao" text,
	"imagem" text,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone NOT NULL,
	"horario" text,
	"local_nome" text,
	"local_cidade" text,
	"local_endereco" text,
	"local_link_mapa" text,
	"contato_nome" text,
	"contato_email" text,
	"contato_telefone" text,
	"termos" text,
	"metodos_pagamento" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_parcelas" integer DEFAULT 1 NOT NULL,
	"dias_prazo_dinheiro" integer DEFAULT 3 NOT NULL,
	"flag_repassar_taxas" boolean DEFAULT false NOT NULL,
	"flag_convidado" boolean DEFAULT false NOT NULL,
	"dados_obrigatorios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_bilhete" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"inscricao_id" integer NOT NULL,
	"ingresso_id" integer NOT NULL,
	"titular" text NOT NULL,
	"respostas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"codigo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_conteudo" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"ingresso_id" integer,
	"titulo" text NOT NULL,
	"descricao" text,
	"tipo" text NOT NULL,
	"url" text,
	"texto" text,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_idempotencia" (
	"igreja_id" integer NOT NULL,
	"escopo" text NOT NULL,
	"chave" text NOT NULL,
	"corpo_hash" text NOT NULL,
	"resposta_status" integer NOT NULL,
	"resposta" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_idempotencia_igreja_id_escopo_chave_pk" PRIMARY KEY("igreja_id","escopo","chave")
);
--> statement-breakpoint
CREATE TABLE "evento_ingresso" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"valor" integer NOT NULL,
	"taxa" integer DEFAULT 0 NOT NULL,
	"quantidade" integer NOT NULL,
	"vendidos" integer DEFAULT 0 NOT NULL,
	"reservados" integer DEFAULT 0 NOT NULL,
	"inicio_vendas" timestamp with time zone,
	"fim_vendas" timestamp with time zone,
	"limite_por_usuario" integer,
	"flag_conteudo_online" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"flag_ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "evento_ingresso_estoque_ck" CHECK ("evento_ingresso"."vendidos" >= 0 and "evento_ingresso"."reservados" >= 0 and "evento_ingresso"."vendidos" + "evento_ingresso"."reservados" <= "evento_ingresso"."quantidade")
);
--> statement-breakpoint
CREATE TABLE "evento_inscricao" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"id_usuario" integer,
	"convidado" jsonb,
	"convidado_email" text,
	"id_pagamento" integer,
	"status" text NOT NULL,
	"valor" integer NOT NULL,
	"moeda" text NOT NULL,
	"idioma" text NOT NULL,
	"email_enviado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"ingresso_id" integer NOT NULL,
	"texto" text NOT NULL,
	"tipo" text NOT NULL,
	"opcoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"obrigatoria" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_bilhete" ADD CONSTRAINT "evento_bilhete_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_bilhete" ADD CONSTRAINT "evento_bilhete_inscricao_id_evento_inscricao_id_fk" FOREIGN KEY ("inscricao_id") REFERENCES "public"."evento_inscricao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_bilhete" ADD CONSTRAINT "evento_bilhete_ingresso_id_evento_ingresso_id_fk" FOREIGN KEY ("ingresso_id") REFERENCES "public"."evento_ingresso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_conteudo" ADD CONSTRAINT "evento_conteudo_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_conteudo" ADD CONSTRAINT "evento_conteudo_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_conteudo" ADD CONSTRAINT "evento_conteudo_ingresso_id_evento_ingresso_id_fk" FOREIGN KEY ("ingresso_id") REFERENCES "public"."evento_ingresso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_idempotencia" ADD CONSTRAINT "evento_idempotencia_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_ingresso" ADD CONSTRAINT "evento_ingresso_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_ingresso" ADD CONSTRAINT "evento_ingresso_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscricao" ADD CONSTRAINT "evento_inscricao_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscricao" ADD CONSTRAINT "evento_inscricao_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscricao" ADD CONSTRAINT "evento_inscricao_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_inscricao" ADD CONSTRAINT "evento_inscricao_id_pagamento_pagamento_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_pergunta" ADD CONSTRAINT "evento_pergunta_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_pergunta" ADD CONSTRAINT "evento_pergunta_ingresso_id_evento_ingresso_id_fk" FOREIGN KEY ("ingresso_id") REFERENCES "public"."evento_ingresso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evento_igreja_data_idx" ON "evento" USING btree ("igreja_id","data_fim");--> statement-breakpoint
CREATE UNIQUE INDEX "evento_bilhete_codigo_uq" ON "evento_bilhete" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "evento_bilhete_inscricao_idx" ON "evento_bilhete" USING btree ("igreja_id","inscricao_id");--> statement-breakpoint
CREATE INDEX "evento_bilhete_ingresso_idx" ON "evento_bilhete" USING btree ("igreja_id","ingresso_id");--> statement-breakpoint
CREATE INDEX "evento_conteudo_evento_idx" ON "evento_conteudo" USING btree ("igreja_id","evento_id");--> statement-breakpoint
CREATE INDEX "evento_ingresso_evento_idx" ON "evento_ingresso" USING btree ("igreja_id","evento_id");--> statement-breakpoint
CREATE INDEX "evento_inscricao_usuario_idx" ON "evento_inscricao" USING btree ("igreja_id","id_usuario","evento_id");--> statement-breakpoint
CREATE INDEX "evento_inscricao_pagamento_idx" ON "evento_inscricao" USING btree ("igreja_id","id_pagamento");--> statement-breakpoint
CREATE INDEX "evento_pergunta_ingresso_idx" ON "evento_pergunta" USING btree ("igreja_id","ingresso_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['evento', 'evento_ingresso', 'evento_pergunta', 'evento_inscricao', 'evento_bilhete', 'evento_conteudo', 'evento_idempotencia']) AS t;