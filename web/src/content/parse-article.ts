import { parse } from 'yaml';
// Imports name their files in full: the Vite config loads this module (web/scripts/blog-articles-plugin.ts), and Node resolves no bare names.
import { articleFrontMatter, readTime, type ArticleFrontMatter } from './blog-schema.ts';

export interface Article extends ArticleFrontMatter {
  body: string;
  words: number;
  readTime: string;
}

/** Splits `---` front matter from the Markdown body and validates it; throws naming the file and field. */
export function parseArticle(file: string, source: string): Article {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: no front matter between --- lines`);
  const parsed = articleFrontMatter.safeParse(parse(match[1]!));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const body = match[2]!.trim();
  const words = body.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
  return { ...parsed.data, body, words, readTime: readTime(words) };
}
