CREATE TABLE "oferta_lote" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"data" date NOT NULL,
	"id_congregacao" integer,
	"culto" text,
	"observacao" text,
	"estado" text DEFAULT 'aberto' NOT NULL,
	"contado_por_conta_id" integer NOT NULL,
	"confirmado_por_conta_id" integer,
	"confirmado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oferta_lote_estado_ck" CHECK ("oferta_lote"."estado" in ('aberto', 'confirmado')),
	CONSTRAINT "oferta_lote_confirmado_ck" CHECK (("oferta_lote"."estado" = 'confirmado') = ("oferta_lote"."confirmado_por_conta_id" is not null and "oferta_lote"."confirmado_em" is not null))
);
--> statement-breakpoint
CREATE TABLE "oferta_lote_ajuste" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_lote" integer NOT NULL,
	"id_pagamento_motivo" integer NOT NULL,
	"metodo" text NOT NULL,
	"valor" integer NOT NULL,
	"justificativa" text NOT NULL,
	"criado_por_conta_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oferta_lote_ajuste_metodo_ck" CHECK ("oferta_lote_ajuste"."metodo" in ('dinheiro', 'cheque')),
	CONSTRAINT "oferta_lote_ajuste_valor_ck" CHECK ("oferta_lote_ajuste"."valor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "oferta_lote_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"id_lote" integer NOT NULL,
	"id_pagamento_motivo" integer NOT NULL,
	"metodo" text NOT NULL,
	"valor" integer NOT NULL,
	"envelope" text,
	"usuario_id" integer,
	"criado_por_conta_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oferta_lote_item_metodo_ck" CHECK ("oferta_lote_item"."metodo" in ('dinheiro', 'cheque')),
	CONSTRAINT "oferta_lote_item_valor_ck" CHECK ("oferta_lote_item"."valor" > 0)
);
--> statement-breakpoint
ALTER TABLE "oferta_lote" ADD CONSTRAINT "oferta_lote_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote" ADD CONSTRAINT "oferta_lote_id_congregacao_congregacao_id_fk" FOREIGN KEY ("id_congregacao") REFERENCES "public"."congregacao"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote_ajuste" ADD CONSTRAINT "oferta_lote_ajuste_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote_ajuste" ADD CONSTRAINT "oferta_lote_ajuste_id_lote_oferta_lote_id_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."oferta_lote"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote_ajuste" ADD CONSTRAINT "oferta_lote_ajuste_id_pagamento_motivo_pagamento_motivo_id_fk" FOREIGN KEY ("id_pagamento_motivo") REFERENCES "public"."pagamento_motivo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote_item" ADD CONSTRAINT "oferta_lote_item_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote_item" ADD CONSTRAINT "oferta_lote_item_id_lote_oferta_lote_id_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."oferta_lote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote_item" ADD CONSTRAINT "oferta_lote_item_id_pagamento_motivo_pagamento_motivo_id_fk" FOREIGN KEY ("id_pagamento_motivo") REFERENCES "public"."pagamento_motivo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_lote_item" ADD CONSTRAINT "oferta_lote_item_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oferta_lote_data_idx" ON "oferta_lote" USING btree ("igreja_id","data" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "oferta_lote_ajuste_lote_idx" ON "oferta_lote_ajuste" USING btree ("igreja_id","id_lote","id");--> statement-breakpoint
CREATE INDEX "oferta_lote_item_lote_idx" ON "oferta_lote_item" USING btree ("igreja_id","id_lote","id");--> statement-breakpoint
CREATE INDEX "oferta_lote_item_usuario_idx" ON "oferta_lote_item" USING btree ("igreja_id","usuario_id") WHERE "oferta_lote_item"."usuario_id" is not null;--> statement-breakpoint
SELECT congrega_enable_church_rls(t::regclass) FROM unnest(ARRAY['oferta_lote', 'oferta_lote_item', 'oferta_lote_ajuste']) AS t;
--> statement-breakpoint
-- A committed batch is immutable (issue 31): whatever the role (PGlite runs as a superuser, which privileges do not
-- stop), a committed batch cannot be changed or deleted, nor can its lines be added, changed or removed; an open
-- batch takes no adjustment and an adjustment is never changed or removed. The one change let through is an
-- erasure unlinking an envelope from its giver (usuario_id set to null, nothing else): the amount stays.
CREATE OR REPLACE FUNCTION congrega_oferta_lote_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.estado = 'confirmado' THEN
    RAISE EXCEPTION 'oferta_lote % is committed', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER oferta_lote_imutavel BEFORE UPDATE OR DELETE ON "oferta_lote"
  FOR EACH ROW EXECUTE FUNCTION congrega_oferta_lote_imutavel();--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_oferta_lote_item_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.usuario_id IS NULL AND (to_jsonb(NEW) - 'usuario_id') = (to_jsonb(OLD) - 'usuario_id') THEN
    RETURN NEW;
  END IF;
  IF EXISTS (
    SELECT 1 FROM oferta_lote l WHERE l.estado = 'confirmado' AND l.id IN (
      CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.id_lote END,
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.id_lote END)
  ) THEN
    RAISE EXCEPTION 'the lines of a committed oferta_lote are immutable' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER oferta_lote_item_imutavel BEFORE INSERT OR UPDATE OR DELETE ON "oferta_lote_item"
  FOR EACH ROW EXECUTE FUNCTION congrega_oferta_lote_item_imutavel();--> statement-breakpoint
CREATE OR REPLACE FUNCTION congrega_oferta_lote_ajuste_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'oferta_lote_ajuste is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM oferta_lote l WHERE l.id = NEW.id_lote AND l.estado = 'confirmado') THEN
    RAISE EXCEPTION 'an adjustment needs a committed oferta_lote' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER oferta_lote_ajuste_imutavel BEFORE INSERT OR UPDATE OR DELETE ON "oferta_lote_ajuste"
  FOR EACH ROW EXECUTE FUNCTION congrega_oferta_lote_ajuste_imutavel();--> statement-breakpoint
CREATE TRIGGER oferta_lote_ajuste_no_truncate BEFORE TRUNCATE ON "oferta_lote_ajuste"
  FOR EACH STATEMENT EXECUTE FUNCTION congrega_oferta_lote_ajuste_imutavel();
