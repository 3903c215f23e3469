ALTER TABLE "oferta_lote_item" ALTER COLUMN "id_pagamento_motivo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oferta_lote_item" ADD COLUMN "id_pagamento" integer;--> statement-breakpoint
ALTER TABLE "oferta_lote_item" ADD CONSTRAINT "oferta_lote_item_id_pagamento_pagamento_id_fk" FOREIGN KEY ("id_pagamento") REFERENCES "public"."pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oferta_lote_item_pagamento_uq" ON "oferta_lote_item" USING btree ("id_pagamento") WHERE "oferta_lote_item"."id_pagamento" is not null;--> statement-breakpoint
ALTER TABLE "oferta_lote_item" ADD CONSTRAINT "oferta_lote_item_origem_ck" CHECK (("oferta_lote_item"."id_pagamento_motivo" is null) <> ("oferta_lote_item"."id_pagamento" is null));