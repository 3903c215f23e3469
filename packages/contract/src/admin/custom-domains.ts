import { z } from 'zod';
import { zRequiredText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * A church's custom domains (issue 30, church settings; table `igreja_dominio`): a host name of the church's own
 * (www.igrejavideira.org) that answers as the church, beside its `<slug>.<APP_DOMAIN>` address, once the church has
 * shown it holds the name: a DNS TXT record `_congrega.<name>` with the value the list gives (`congrega-verificacao=`
 * and the claim's own token), checked when staff ask (POST .../verify). Until then the name answers nothing, and
 * another church may claim it too: one church holds it verified. The church points the name at Congrega with a DNS
 * CNAME record (the list says which). The server decides whether a
 * name may be added (apps/server/src/modules/admin/custom-domain-rules.ts): a valid host name once lower-cased and
 * converted to punycode (IDN), no port, path, IP address or wildcard, at most HOSTNAME_MAX characters and labels of
 * at most 63, not the product's domain or any name under it (those are churches' addresses and the console's), and
 * not another church's (409 DOMAIN_IN_USE, saying nothing more).
 */

/** The custom domains a church may have at once. */
export const MAX_CUSTOM_DOMAINS = 5;
/** The longest host name DNS allows (RFC 1035), in its ASCII (punycode) form. */
export const HOSTNAME_MAX = 253;

/** POST /admin/:church/settings/domains: the name as typed (an IDN in its own script is fine). */
export const ZCustomDomainBody = z.strictObject({ hostname: zRequiredText(HOSTNAME_MAX) }).meta({ id: 'AdminCustomDomainBody' });
export type TCustomDomainBody = z.input<typeof ZCustomDomainBody>;

/** DELETE /admin/:church/settings/domains/:hostname: the stored (ASCII, lower-case) name. */
export const ZCustomDomainParams = z.strictObject({
  church: zChurchSlug,
  hostname: z
    .string({ error: 'validation.required' })
    .max(HOSTNAME_MAX, 'validation.maxLength')
    .regex(/^[a-z0-9.-]+$/, 'validation.hostname'),
});

export const ZCustomDomain = z
  .object({
    /** As stored and matched against the Host header: lower-case ASCII (punycode). */
    hostname: z.string(),
    /** As people read it (an IDN in its own script; the same as `hostname` otherwise). */
    exibicao: z.string(),
    /** Whether the TXT record was found: only then does the name answer as the church. */
    verificado: z.boolean(),
    /** The TXT record that proves the church holds the name (null once verified). */
    verificacao: z.object({ tipo: z.literal('TXT'), nome: z.string(), valor: z.string() }).nullable(),
  })
  .meta({ id: 'AdminCustomDomain' });
export type TCustomDomain = z.infer<typeof ZCustomDomain>;

export const ZCustomDomainList = z
  .object({
    itens: z.array(ZCustomDomain),
    maximo: z.number().int(),
    /** The DNS record each domain needs: a CNAME to the church's own address, `<slug>.<APP_DOMAIN>`. */
    dns: z.object({ tipo: z.literal('CNAME'), valor: z.string() }),
  })
  .meta({ id: 'AdminCustomDomainList' });
export type TCustomDomainList = z.infer<typeof ZCustomDomainList>;
