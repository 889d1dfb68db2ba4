import {
  clientPostDescribeRequestSchema,
  clientPostDescribeResponseSchema,
  clientPostFindRequestSchema,
  clientPostFindResponseSchema,
  memberPostDescribeRequestSchema,
  memberPostDescribeResponseSchema,
  memberPostFindRequestSchema,
  memberPostFindResponseSchema,
  reviewDescribeRequestSchema,
  reviewDescribeResponseSchema,
  reviewFindRequestSchema,
  reviewFindResponseSchema,
  storyDescribeRequestSchema,
  storyDescribeResponseSchema,
  storyFindRequestSchema,
  storyFindResponseSchema,
} from '@petal/contract/writings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/database.ts';
import {
  describeClientPost,
  describeMemberPost,
  describeReview,
  describeStory,
  findClientPosts,
  findMemberPosts,
  findReviews,
  findStories,
} from './writings.ts';

const tags = ['stories, reviews and posts'];

export const writingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/viewer/story/find',
    {
      schema: {
        tags,
        summary: 'Stories, newest or hottest first.',
        body: storyFindRequestSchema,
        response: { 200: storyFindResponseSchema },
      },
    },
    async (request) => findStories(db, request.body),
  );
  app.post(
    '/viewer/story/describe',
    {
      schema: {
        tags,
        summary: 'One story with its comments.',
        body: storyDescribeRequestSchema,
        response: { 200: storyDescribeResponseSchema },
      },
    },
    async (request) => describeStory(db, request.body.story_id),
  );
  app.post(
    '/viewer/review/find',
    {
      schema: {
        tags,
        summary: 'Reviews, newest first.',
        body: reviewFindRequestSchema,
        response: { 200: reviewFindResponseSchema },
      },
    },
    async (request) => findReviews(db, request.body),
  );
  app.post(
    '/viewer/review/describe',
    {
      schema: {
        tags,
        summary: 'One review.',
        body: reviewDescribeRequestSchema,
        response: { 200: reviewDescribeResponseSchema },
      },
    },
    async (request) => describeReview(db, request.body.review_id),
  );
  app.post(
    '/viewer/client/post/find',
    {
      schema: {
        tags,
        summary: "A client's posts, newest first.",
        body: clientPostFindRequestSchema,
        response: { 200: clientPostFindResponseSchema },
      },
    },
    async (request) => findClientPosts(db, request.body),
  );
  app.post(
    '/viewer/client/post/describe',
    {
      schema: {
        tags,
        summary: "One client's post with its comments.",
        body: clientPostDescribeRequestSchema,
        response: { 200: clientPostDescribeResponseSchema },
      },
    },
    async (request) => describeClientPost(db, request.body.post_id),
  );
  app.post(
    '/viewer/member/post/find',
    {
      schema: {
        tags,
        summary: 'Member posts, newest first; by member or about a client.',
        body: memberPostFindRequestSchema,
        response: { 200: memberPostFindResponseSchema },
      },
    },
    async (request) => findMemberPosts(db, request.body),
  );
  app.post(
    '/viewer/member/post/describe',
    {
      schema: {
        tags,
        summary: 'One member post with its comments.',
        body: memberPostDescribeRequestSchema,
        response: { 200: memberPostDescribeResponseSchema },
      },
    },
    async (request) => describeMemberPost(db, request.body.post_id),
  );
};
