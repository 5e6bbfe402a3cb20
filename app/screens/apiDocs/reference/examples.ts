import { resolve, type ExampleObject, type MediaTypeObject, type OpenApiDocument, type SchemaObject } from './openApi';

/** The media type a reader wants to see: JSON where offered, else the first. */
export function jsonMedia(content: Record<string, MediaTypeObject> | undefined): { type: string; media: MediaTypeObject } | null {
  const entries = Object.entries(content ?? {});
  const [type, media] = entries.find(([name]) => name === 'application/json' || name.endsWith('+json')) ?? entries[0] ?? [];
  return type && media ? { type, media } : null;
}

/** A media type's example: its own, its first named one, else its schema's; undefined when it has none. */
export function mediaExample(doc: OpenApiDocument, media: MediaTypeObject): unknown {
  if (media.example !== undefined) return media.example;
  const [first] = Object.values(media.examples ?? {});
  const named = resolve<ExampleObject>(doc, first);
  if (named?.value !== undefined) return named.value;
  const schema = typeof media.schema === 'object' ? resolve<SchemaObject>(doc, media.schema) : undefined;
  return schema?.examples?.[0] ?? schema?.example;
}
