CREATE TABLE "doacao_convidado" (
	"igreja_id" integer NOT NULL,
	"pagamento_id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"email" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotencia" DROP CONSTRAINT "idempotencia_igreja_id_id_usuario_operacao_chave_pk";--> statement-breakpoint
ALTER TABLE "idempotencia" ALTER COLUMN "id_usuario" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "igreja_pagamento_config" ADD COLUMN "flag_doacao_convidado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doacao_convidado" ADD CONSTRAINT "doacao_convidado_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doacao_convidado" ADD CONSTRAINT "doacao_convidado_pagamento_id_pagamento_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doacao_convidado_email_idx" ON "doacao_convidado" USING btree ("igreja_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotencia_usuario_uq" ON "idempotencia" USING btree ("igreja_id","id_usuario","operacao","chave") WHERE "idempotencia"."id_usuario" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotencia_convidado_uq" ON "idempotencia" USING btree ("igreja_id","operacao","chave") WHERE "idempotencia"."id_usuario" is null;--> statement-breakpoint
SELECT congrega_enable_church_rls('doacao_convidado');
