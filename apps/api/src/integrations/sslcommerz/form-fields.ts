/**
 * A parsed form body (urlencoded or multipart key/values) or query as plain strings: a repeated field
 * keeps its first value, a file or an object is dropped. Gateways send flat string fields only.
 */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [key, raw] of Object.entries(body as Record<string, unknown>)) {
    const value: unknown = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
  }
  return fields;
}
