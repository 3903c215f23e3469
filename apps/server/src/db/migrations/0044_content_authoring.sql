ALTER TABLE "devocional" ADD COLUMN "imagem_alt" text;--> statement-breakpoint
ALTER TABLE "devocional" ADD COLUMN "imagem_foco" jsonb;--> statement-breakpoint
ALTER TABLE "devocional" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devocional" ADD COLUMN "aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devocional" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devocional" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ebd" ADD COLUMN "imagem_alt" text;--> statement-breakpoint
ALTER TABLE "ebd" ADD COLUMN "imagem_foco" jsonb;--> statement-breakpoint
ALTER TABLE "ebd" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ebd" ADD COLUMN "aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ebd" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ebd" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ministerio" ADD COLUMN "imagem_alt" text;--> statement-breakpoint
ALTER TABLE "ministerio" ADD COLUMN "imagem_foco" jsonb;--> statement-breakpoint
ALTER TABLE "ministerio" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ministerio" ADD COLUMN "aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ministerio" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ministerio" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD COLUMN "imagem_alt" text;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD COLUMN "imagem_foco" jsonb;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD COLUMN "aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ministerio_projeto" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "imagem_alt" text;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "imagem_foco" jsonb;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacao" ADD COLUMN "imagem_alt" text;--> statement-breakpoint
ALTER TABLE "publicacao" ADD COLUMN "imagem_foco" jsonb;--> statement-breakpoint
ALTER TABLE "publicacao" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacao" ADD COLUMN "aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publicacao" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publicacao" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "imagem_alt" text;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "imagem_foco" jsonb;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "rascunho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "aviso_pendente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "notificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL;