CREATE TABLE "celula_lider" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"celula_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "celula" DROP CONSTRAINT "celula_lider_usuario_id_usuario_id_fk";
--> statement-breakpoint
ALTER TABLE "celula_lider" ADD CONSTRAINT "celula_lider_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_lider" ADD CONSTRAINT "celula_lider_celula_id_celula_id_fk" FOREIGN KEY ("celula_id") REFERENCES "public"."celula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celula_lider" ADD CONSTRAINT "celula_lider_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "celula_lider_uq" ON "celula_lider" USING btree ("celula_id","usuario_id");--> statement-breakpoint
CREATE INDEX "celula_lider_usuario_idx" ON "celula_lider" USING btree ("igreja_id","usuario_id");--> statement-breakpoint
-- Backfill: each cell's single leader becomes its first leader (a leader who is no longer a client account of the
-- cell's church cannot be named: the join with usuario keeps only leaders of the same church).
INSERT INTO "celula_lider" ("igreja_id", "celula_id", "usuario_id")
  SELECT c."igreja_id", c."id", c."lider_usuario_id" FROM "celula" c
  JOIN "usuario" u ON u."id" = c."lider_usuario_id" AND u."igreja_id" = c."igreja_id"
  WHERE c."lider_usuario_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "celula" DROP COLUMN "lider_usuario_id";--> statement-breakpoint
SELECT congrega_enable_church_rls('celula_lider'::regclass);