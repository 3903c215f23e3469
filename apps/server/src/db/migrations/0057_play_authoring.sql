CREATE TABLE "plano_assinatura_coletanea_plano" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"coletanea_id" integer NOT NULL,
	"plano_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ALTER COLUMN "arquivo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ADD COLUMN "midia_arquivo_id" integer;--> statement-breakpoint
ALTER TABLE "plano_assinatura_coletanea_plano" ADD CONSTRAINT "plano_assinatura_coletanea_plano_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_coletanea_plano" ADD CONSTRAINT "plano_assinatura_coletanea_plano_coletanea_id_plano_assinatura_coletanea_id_fk" FOREIGN KEY ("coletanea_id") REFERENCES "public"."plano_assinatura_coletanea"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_assinatura_coletanea_plano" ADD CONSTRAINT "plano_assinatura_coletanea_plano_plano_id_plano_assinatura_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."plano_assinatura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_assinatura_coletanea_plano_uq" ON "plano_assinatura_coletanea_plano" USING btree ("igreja_id","coletanea_id","plano_id");--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ADD CONSTRAINT "plano_assinatura_conteudo_midia_arquivo_id_midia_arquivo_id_fk" FOREIGN KEY ("midia_arquivo_id") REFERENCES "public"."midia_arquivo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plano_assinatura_conteudo_midia_idx" ON "plano_assinatura_conteudo" USING btree ("igreja_id","midia_arquivo_id");--> statement-breakpoint
ALTER TABLE "plano_assinatura_conteudo" ADD CONSTRAINT "plano_assinatura_conteudo_video_ck" CHECK ("plano_assinatura_conteudo"."arquivo" is not null or "plano_assinatura_conteudo"."midia_arquivo_id" is not null);--> statement-breakpoint
SELECT congrega_enable_church_rls('plano_assinatura_coletanea_plano'::regclass);
