/** Dot-separated paths into an event's data (`changes.email.from`); every function copies, none mutates its input. */

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueAt(data: Data, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (!isRecord(value)) return undefined;
    value = value[key];
  }
  return value;
}

export function withoutPath(data: Data, path: string): Data {
  const dot = path.indexOf('.');
  if (dot < 0) {
    const { [path]: _, ...rest } = data;
    return rest;
  }
  const head = path.slice(0, dot);
  const inner = data[head];
  return isRecord(inner) ? { ...data, [head]: withoutPath(inner, path.slice(dot + 1)) } : data;
}

export function withValueAt(data: Data, path: string, value: unknown): Data {
  const dot = path.indexOf('.');
  if (dot < 0) return { ...data, [path]: value };
  const head = path.slice(0, dot);
  const inner = data[head];
  return { ...data, [head]: withValueAt(isRecord(inner) ? inner : {}, path.slice(dot + 1), value) };
}
