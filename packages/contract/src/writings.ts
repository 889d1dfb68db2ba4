import { z } from 'zod';
import { photoSchema } from './clients.ts';
import { LANGUAGES } from './languages.ts';

/**
 * Stories, reviews and posts (spec sections 1-2 and 7): the viewer calls that list them a
 * page at a time (newest first, or hottest for stories) and describe one with its comments.
 */
const id = z.number().int().positive();
const pageRequest = {
  limit: z.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
};

export const authorSchema = z.object({
  member_id: z.number().int(),
  en_name: z.string(),
  zh_name: z.string(),
  photo: z.string().nullable(),
});

export const clientRefSchema = z.object({
  client_id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  photo: photoSchema.nullable(),
});

export const commentSchema = z.object({
  comment_id: z.number().int(),
  author: authorSchema,
  body: z.string(),
  created_at: z.number().int(),
});

export const storySchema = z.object({
  story_id: z.number().int(),
  client: clientRefSchema,
  title: z.string(),
  body: z.string(),
  language: z.enum(LANGUAGES),
  photo: photoSchema.nullable(),
  views: z.number().int(),
  comment_count: z.number().int(),
  created_at: z.number().int(),
});
export type Story = z.infer<typeof storySchema>;

export const storyFindRequestSchema = z.strictObject({
  client_id: id.optional(),
  /** "hot": most viewed first. */
  order: z.enum(['newest', 'hot']).default('newest'),
  ...pageRequest,
});
export const storyFindResponseSchema = z.object({
  items: z.array(storySchema),
  next_cursor: z.string().nullable(),
});
export const storyDescribeRequestSchema = z.strictObject({ story_id: id });
export const storyDescribeResponseSchema = storySchema.extend({ comments: z.array(commentSchema) });

const rating = z.number().int().min(1).max(5);
export const reviewSchema = z.object({
  review_id: z.number().int(),
  client: clientRefSchema,
  author: authorSchema,
  ratings: z.object({
    price: rating,
    service: rating,
    environment: rating,
    appearance: rating,
    figure: rating,
  }),
  body: z.string(),
  language: z.enum(LANGUAGES),
  created_at: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewFindRequestSchema = z.strictObject({ client_id: id.optional(), ...pageRequest });
export const reviewFindResponseSchema = z.object({
  items: z.array(reviewSchema),
  next_cursor: z.string().nullable(),
});
export const reviewDescribeRequestSchema = z.strictObject({ review_id: id });
export const reviewDescribeResponseSchema = reviewSchema;

export const clientPostSchema = z.object({
  post_id: z.number().int(),
  client: clientRefSchema,
  body: z.string(),
  photo: photoSchema.nullable(),
  comment_count: z.number().int(),
  created_at: z.number().int(),
});
export const clientPostFindRequestSchema = z.strictObject({ client_id: id, ...pageRequest });
export const clientPostFindResponseSchema = z.object({
  items: z.array(clientPostSchema),
  next_cursor: z.string().nullable(),
});
export const clientPostDescribeRequestSchema = z.strictObject({ post_id: id });
export const clientPostDescribeResponseSchema = clientPostSchema.extend({ comments: z.array(commentSchema) });

export const memberPostSchema = z.object({
  post_id: z.number().int(),
  author: authorSchema,
  /** The client the post is about, if any. */
  client: clientRefSchema.nullable(),
  body: z.string(),
  photo: photoSchema.nullable(),
  comment_count: z.number().int(),
  created_at: z.number().int(),
});
export const memberPostFindRequestSchema = z.strictObject({
  member_id: id.optional(),
  client_id: id.optional(),
  ...pageRequest,
});
export const memberPostFindResponseSchema = z.object({
  items: z.array(memberPostSchema),
  next_cursor: z.string().nullable(),
});
export const memberPostDescribeRequestSchema = z.strictObject({ post_id: id });
export const memberPostDescribeResponseSchema = memberPostSchema.extend({ comments: z.array(commentSchema) });

export type Author = z.infer<typeof authorSchema>;
export type ClientRef = z.infer<typeof clientRefSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type StoryFindRequest = z.input<typeof storyFindRequestSchema>;
export type StoryFindResponse = z.infer<typeof storyFindResponseSchema>;
export type StoryDescribeResponse = z.infer<typeof storyDescribeResponseSchema>;
export type ReviewFindRequest = z.input<typeof reviewFindRequestSchema>;
export type ReviewFindResponse = z.infer<typeof reviewFindResponseSchema>;
export type ClientPost = z.infer<typeof clientPostSchema>;
export type ClientPostFindResponse = z.infer<typeof clientPostFindResponseSchema>;
export type ClientPostDescribeResponse = z.infer<typeof clientPostDescribeResponseSchema>;
export type MemberPost = z.infer<typeof memberPostSchema>;
export type MemberPostFindRequest = z.input<typeof memberPostFindRequestSchema>;
export type MemberPostFindResponse = z.infer<typeof memberPostFindResponseSchema>;
export type MemberPostDescribeResponse = z.infer<typeof memberPostDescribeResponseSchema>;
