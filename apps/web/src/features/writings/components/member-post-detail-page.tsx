import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { useMemberPost } from '../api/describe-member-post.ts';
import { authorName, parseId } from '../writings-format.ts';
import { CommentList } from './comment-list.tsx';
import { DetailPage } from './detail-page.tsx';
import { AuthorLine, ClientLink } from './parts.tsx';

/** /member-post-detail/:id: a member's post in full, the client it is about, and its comments. */
export function MemberPostDetailPage() {
  const { t, i18n } = useTranslation('writings');
  const postId = parseId(useParams().id);
  const query = useMemberPost(postId);
  return (
    <DetailPage kind="post" titleId="post-title" validId={postId !== null} query={query}>
      {(post) => {
        const name = authorName(post.author, i18n.language);
        return (
          <article className="writing-detail">
            <h1 id="post-title">{t('post.title', { name })}</h1>
            <AuthorLine author={post.author} createdAt={post.created_at} size={48} />
            {post.client && (
              <div className="about-row">
                <span className="about-label">{t('post.about')}</span>
                <ClientLink client={post.client} />
              </div>
            )}
            <p className="writing-body">{post.body}</p>
            {post.photo && (
              <ResponsivePhoto
                className="detail-photo detail-photo-after"
                photo={post.photo}
                alt={t('post.photoAlt', { name })}
                sizes="(max-width: 480px) 100vw, 480px"
              />
            )}
            <CommentList comments={post.comments} />
          </article>
        );
      }}
    </DetailPage>
  );
}
