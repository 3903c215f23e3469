import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { listCountries, listMaritalStatuses, listOccupations } from './utils.repository.ts';

/** Public reference lists (global tables, no church scope), named in `locale`. */
export const referenceLists = {
  countries: (app: FastifyInstance, locale: TLocale) => listCountries(app.database.db, locale),
  occupations: (app: FastifyInstance, locale: TLocale) => listOccupations(app.database.db, locale),
  maritalStatuses: (app: FastifyInstance, locale: TLocale) => listMaritalStatuses(app.database.db, locale),
};
