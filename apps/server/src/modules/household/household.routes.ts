import * as household from '@congrega/contract/endpoints/household';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type MemberRequest } from '../../core/endpoint.ts';
import { AddressLookup } from './address-lookup.ts';
import * as service from './household.service.ts';

/** Children, addresses and the address lookups (spec section 7): routes from the contract; rules in household.service.ts. */
export default async function householdRoutes(app: FastifyInstance) {
  const ctx = (req: MemberRequest) => ({ app, church: req.church, auth: req.auth });
  registerEndpoint(app, household.listChildren, ({ req, params, query }) => service.listMyChildren(ctx(req), params.id, query.cliente));
  registerEndpoint(app, household.createChild, ({ req, params, query, body }) => service.addChild(ctx(req), params.id, query.igreja, body));
  registerEndpoint(app, household.updateChild, ({ req, params, body }) => service.changeChild(ctx(req), params.id, params.childId, body));
  registerEndpoint(app, household.deleteChild, async ({ req, params }) => {
    await service.removeChild(ctx(req), params.id, params.childId);
    return null;
  });
  registerEndpoint(app, household.listAddresses, ({ req, params, query }) => service.listMyAddresses(ctx(req), params.id, query.cliente));
  registerEndpoint(app, household.createAddress, ({ req, params, body }) => service.addAddress(ctx(req), params.id, body));
  registerEndpoint(app, household.updateAddress, ({ req, params, body }) =>
    service.changeAddress(ctx(req), params.id, params.addressId, body),
  );
  registerEndpoint(app, household.deleteAddress, async ({ req, params }) => {
    await service.removeAddress(ctx(req), params.id, params.addressId);
    return null;
  });

  // Each lookup calls a third party: a member gets 60 a minute (typing a code makes one call once it is complete).
  const lookups = new AddressLookup(app.config.addressLookup, app.log);
  const limiter = app.createLimiter({ name: 'address-lookup', points: 60, durationSeconds: 60 });
  const limited = async (req: MemberRequest) => limiter.consume(String(req.auth.contaId));
  registerEndpoint(app, household.lookupCep, async ({ req, params }) => {
    await limited(req);
    return lookups.cep(params.cep);
  });
  registerEndpoint(app, household.lookupPostcode, async ({ req, params }) => {
    await limited(req);
    return lookups.postcode(params.pais, params.codigo);
  });
  registerEndpoint(app, household.listStates, async ({ req, params }) => {
    await limited(req);
    return lookups.states(params.pais);
  });
}
