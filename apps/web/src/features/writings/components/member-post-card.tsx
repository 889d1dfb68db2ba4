import type { MemberPost } from '@petal/contract/writings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { authorName } from '../writings-format.ts';
import { AuthorLine, ClientLink } from './parts.tsx';

export const MEMBER_POST_CARD_HEIGHT = 200;

/**
 * A member's post in a list: author and day, the client it is about (if any), the start of
 * the text, its photo and how many comments it has. "Read post" (the whole card) opens it.
 */
export function MemberPostCard({ post, showClient = true }: { post: MemberPost; showClient?: boolean }) {
  const { t, i18n } = useTranslation('writings');
  return (
    <article className="writing-card post-card">
      <AuthorLine author={post.author} createdAt={post.created_at} />
      {showClient && post.client && (
        <div className="about-row">
          <span className="about-label">{t('post.about')}</span>
          <ClientLink client={post.client} />
        </div>
      )}
      <div className="post-card-content">
        <p className="excerpt clamp-3">{post.body}</p>
        {post.photo && (
          <span className="post-card-photo">
            <ResponsivePhoto photo={post.photo} alt="" sizes="88px" />
          </span>
        )}
      </div>
      <p className="writing-meta writing-meta-end">
        <span>{t('meta.comments', { count: post.comment_count })}</span>
        <Link className="stretched-link read-link" to={`/member-post-detail/${post.post_id}`}>
          {t('post.read')}
          <span className="visually-hidden">
            {t('post.readContext', { author: authorName(post.author, i18n.language) })}
          </span>
          <span aria-hidden="true"> ›</span>
        </Link>
      </p>
    </article>
  );
}
