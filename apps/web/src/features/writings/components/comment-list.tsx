import type { Comment } from '@petal/contract/writings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberSession } from '../../../lib/member-session.ts';
import { authorName } from '../writings-format.ts';
import { AuthorPhoto, DateText, useLoginPrompt } from './parts.tsx';

/**
 * The comments under a story or post, oldest first. Writing one is for members: a guest is
 * offered the button and asked to log in; members get it when the comment call exists.
 */
export function CommentList({ comments }: { comments: Comment[] }) {
  const { t, i18n } = useTranslation('writings');
  const titleId = useId();
  const { loggedIn } = useMemberSession();
  const askToLogIn = useLoginPrompt();
  return (
    <section className="comments" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{t('comments.heading', { count: comments.length })}</h2>
        {!loggedIn && (
          <button type="button" className="link-button" onClick={askToLogIn}>
            {t('comments.write')}
          </button>
        )}
      </div>
      {comments.length === 0 ? (
        <p className="empty-note">{t('comments.empty')}</p>
      ) : (
        <ul className="comment-list">
          {comments.map((comment) => (
            <li key={comment.comment_id} className="comment">
              <AuthorPhoto author={comment.author} size={36} />
              <div className="comment-text">
                <p className="comment-head">
                  <span className="author-name">{authorName(comment.author, i18n.language)}</span>
                  <DateText epochMs={comment.created_at} />
                </p>
                <p className="comment-body">{comment.body}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
