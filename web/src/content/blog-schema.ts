import { z } from 'zod';

export const BLOG_CATEGORIES = ['Guide', 'Diritti', 'Compagnie', 'Confronti', 'Bagagli', 'Ritardi', 'Cancellazioni'] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug in kebab-case');

/** An article's front matter; readTime is not written but computed from the word count. */
export const articleFrontMatter = z.object({
  id: z.number().int().min(1).max(40),
  title: z.string().min(10).max(110),
  excerpt: z.string().min(60).max(300),
  category: z.enum(BLOG_CATEGORIES),
  publishDate: z.iso.date(),
  keywords: z.array(z.string().min(2)).min(3).max(10),
  slug,
  featured: z.boolean(),
  author: z.literal('Team RimborsoVolo24'),
  metaTitle: z.string().min(10).max(70),
  metaDescription: z.string().min(70).max(165),
  imageAlt: z.string().min(10).max(160),
  relatedArticles: z.array(slug).min(2).max(4),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

export const WORDS_PER_MINUTE = 200;

/** '8 min' from the body's word count. */
export const readTime = (words: number) => `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min`;
