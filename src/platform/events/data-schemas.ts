import { z } from 'zod';

type Changes<Shape extends z.ZodRawShape> = { [Field in keyof Shape]: z.ZodOptional<z.ZodObject<{ from: Shape[Field]; to: Shape[Field] }, z.core.$loose>> };

/** The schema of an edit's `changes`: each changed field, from → to, with the field's own schema on both sides. */
export function changesOf<Shape extends z.ZodRawShape>(fields: Shape) {
  const changes = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, z.looseObject({ from: value, to: value }).optional()]));
  return z.looseObject(changes as Changes<Shape>);
}

/** An event that carries nothing: keys an older event may have are dropped (a loose object would not fit `Record<string, never>`). */
export const noData = z.object({});
