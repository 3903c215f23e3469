CREATE TABLE "chat_silencio" (
	"id" serial PRIMARY KEY NOT NULL,
	"igreja_id" integer NOT NULL,
	"autor" text NOT NULL,
	"id_usuario" integer,
	"nome" text NOT NULL,
	"id_moderador" integer,
	"ate" timestamp with time zone NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_mensagem" ADD COLUMN "anfitrioes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_silencio" ADD CONSTRAINT "chat_silencio_igreja_id_igreja_id_fk" FOREIGN KEY ("igreja_id") REFERENCES "public"."igreja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_silencio" ADD CONSTRAINT "chat_silencio_id_usuario_usuario_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_silencio" ADD CONSTRAINT "chat_silencio_id_moderador_usuario_id_fk" FOREIGN KEY ("id_moderador") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_silencio_autor_idx" ON "chat_silencio" USING btree ("igreja_id","autor");--> statement-breakpoint
CREATE INDEX "chat_silencio_usuario_idx" ON "chat_silencio" USING btree ("igreja_id","id_usuario");--> statement-breakpoint
SELECT congrega_enable_church_rls('chat_silencio'::regclass);
