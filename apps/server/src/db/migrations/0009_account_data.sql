CREATE TABLE "usuario_crianca" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"nome" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"sexo" text,
	"alergias" text,
	"cuidados" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_endereco" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"pais" text NOT NULL,
	"cep" text NOT NULL,
	"logradouro" text NOT NULL,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text NOT NULL,
	"estado" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuario_crianca" ADD CONSTRAINT "usuario_crianca_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_crianca" ADD CONSTRAINT "usuario_crianca_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_endereco" ADD CONSTRAINT "usuario_endereco_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_endereco" ADD CONSTRAINT "usuario_endereco_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_crianca_usuario_idx" ON "usuario_crianca" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
CREATE INDEX "usuario_endereco_usuario_idx" ON "usuario_endereco" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['usuario_crianca', 'usuario_endereco']) AS t;
