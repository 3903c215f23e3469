import { Validator } from '@seriousme/openapi-schema-validator';
import { Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

export interface Finding {
  rule: string;
  severity: (typeof SEVERITY)[number];
  path: string;
  message: string;
}

export interface Conformance {
  /** The OpenAPI version the validator read the document as ("3.1"), when it is valid. */
  version: string | undefined;
  /** The validator's errors against the official OpenAPI schema of the document's declared version. */
  validatorErrors: string[];
  /** Spectral's `spectral:oas` ruleset (the OpenAPI rules every Spectral user runs by default). */
  spectral: Finding[];
}

/**
 * Checks an OpenAPI document as third-party tools would: the official OpenAPI JSON Schema of its declared version
 * (@seriousme/openapi-schema-validator), then Spectral's OAS ruleset, which for 3.1 also validates every Schema
 * Object against JSON Schema 2020-12 and the OpenAPI dialect.
 */
export async function checkOpenApi(doc: Record<string, unknown>): Promise<Conformance> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc));
  const errors = result.valid
    ? []
    : typeof result.errors === 'string'
      ? [result.errors]
      : (result.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);

  const spectral = new Spectral();
  // `extends: spectral:oas` of a .spectral.yaml: the ruleset's recommended rules.
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const diagnostics = await spectral.run(structuredClone(doc));
  return {
    version: result.valid ? validator.version : undefined,
    validatorErrors: errors,
    spectral: diagnostics.map((d) => ({
      rule: String(d.code),
      severity: SEVERITY[d.severity] ?? 'hint',
      path: d.path.join('.'),
      message: d.message,
    })),
  };
}

/** "rule: count" lines, the most frequent first. */
export function countByRule(findings: Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
}
