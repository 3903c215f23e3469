-- Reference data shared by every church (GET /utils/pais/, /utils/ocupacao/, /utils/estado-civil/).
-- Idempotent: re-running, or a database seeded another way, keeps existing rows.
INSERT INTO "pais" ("sigla", "nome_pt", "nome_en", "nome_es", "ddi") VALUES
  ('BR', 'Brasil', 'Brazil', 'Brasil', '55'),
  ('US', 'Estados Unidos', 'United States', 'Estados Unidos', '1'),
  ('PT', 'Portugal', 'Portugal', 'Portugal', '351'),
  ('ES', 'Espanha', 'Spain', 'España', '34'),
  ('AR', 'Argentina', 'Argentina', 'Argentina', '54'),
  ('MX', 'México', 'Mexico', 'México', '52'),
  ('CO', 'Colômbia', 'Colombia', 'Colombia', '57'),
  ('CL', 'Chile', 'Chile', 'Chile', '56'),
  ('PE', 'Peru', 'Peru', 'Perú', '51'),
  ('UY', 'Uruguai', 'Uruguay', 'Uruguay', '598'),
  ('PY', 'Paraguai', 'Paraguay', 'Paraguay', '595'),
  ('BO', 'Bolívia', 'Bolivia', 'Bolivia', '591'),
  ('EC', 'Equador', 'Ecuador', 'Ecuador', '593'),
  ('VE', 'Venezuela', 'Venezuela', 'Venezuela', '58'),
  ('CA', 'Canadá', 'Canada', 'Canadá', '1'),
  ('GB', 'Reino Unido', 'United Kingdom', 'Reino Unido', '44'),
  ('IE', 'Irlanda', 'Ireland', 'Irlanda', '353'),
  ('DE', 'Alemanha', 'Germany', 'Alemania', '49'),
  ('FR', 'França', 'France', 'Francia', '33'),
  ('IT', 'Itália', 'Italy', 'Italia', '39'),
  ('CH', 'Suíça', 'Switzerland', 'Suiza', '41'),
  ('NL', 'Países Baixos', 'Netherlands', 'Países Bajos', '31'),
  ('AO', 'Angola', 'Angola', 'Angola', '244'),
  ('MZ', 'Moçambique', 'Mozambique', 'Mozambique', '258'),
  ('ZA', 'África do Sul', 'South Africa', 'Sudáfrica', '27'),
  ('JP', 'Japão', 'Japan', 'Japón', '81'),
  ('KR', 'Coreia do Sul', 'South Korea', 'Corea del Sur', '82'),
  ('AU', 'Austrália', 'Australia', 'Australia', '61')
ON CONFLICT ("sigla") DO NOTHING;
--> statement-breakpoint
-- Exactly the codes of MARITAL_STATUSES in packages/contract/src/user.ts, in the spec's order.
INSERT INTO "estado_civil" ("codigo", "nome_pt", "nome_en", "nome_es", "ordem") VALUES
  ('solteiro', 'Solteiro(a)', 'Single', 'Soltero(a)', 1),
  ('casado', 'Casado(a)', 'Married', 'Casado(a)', 2),
  ('casado_civil', 'Casado(a) no civil', 'Civil marriage', 'Casado(a) por lo civil', 3),
  ('casado_civil_religioso', 'Casado(a) no civil e no religioso', 'Civil and religious marriage', 'Casado(a) por lo civil y religioso', 4),
  ('uniao_estavel', 'União estável', 'Stable union', 'Unión estable', 5),
  ('morando_junto', 'Morando junto', 'Living together', 'Viviendo juntos', 6),
  ('divorciado', 'Divorciado(a)', 'Divorced', 'Divorciado(a)', 7),
  ('viuvo', 'Viúvo(a)', 'Widowed', 'Viudo(a)', 8)
ON CONFLICT ("codigo") DO NOTHING;
--> statement-breakpoint
INSERT INTO "ocupacao" ("codigo", "nome_pt", "nome_en", "nome_es", "ordem") VALUES
  ('estudante', 'Estudante', 'Student', 'Estudiante', 1),
  ('empregado', 'Empregado(a) CLT / assalariado(a)', 'Employee', 'Empleado(a)', 2),
  ('autonomo', 'Autônomo(a)', 'Self-employed', 'Trabajador(a) independiente', 3),
  ('empresario', 'Empresário(a)', 'Business owner', 'Empresario(a)', 4),
  ('servidor_publico', 'Servidor(a) público(a)', 'Civil servant', 'Funcionario(a) público(a)', 5),
  ('professor', 'Professor(a)', 'Teacher', 'Profesor(a)', 6),
  ('saude', 'Profissional de saúde', 'Healthcare professional', 'Profesional de la salud', 7),
  ('engenharia_ti', 'Engenharia / Tecnologia', 'Engineering / Technology', 'Ingeniería / Tecnología', 8),
  ('comercio', 'Comércio / Vendas', 'Retail / Sales', 'Comercio / Ventas', 9),
  ('industria', 'Indústria', 'Industry', 'Industria', 10),
  ('agricultura', 'Agricultura', 'Agriculture', 'Agricultura', 11),
  ('servicos_gerais', 'Serviços gerais', 'General services', 'Servicios generales', 12),
  ('do_lar', 'Do lar', 'Homemaker', 'Ama(o) de casa', 13),
  ('ministerio', 'Ministério pastoral', 'Pastoral ministry', 'Ministerio pastoral', 14),
  ('aposentado', 'Aposentado(a)', 'Retired', 'Jubilado(a)', 15),
  ('desempregado', 'Desempregado(a)', 'Unemployed', 'Desempleado(a)', 16),
  ('outro', 'Outro', 'Other', 'Otro', 17)
ON CONFLICT ("codigo") DO NOTHING;
