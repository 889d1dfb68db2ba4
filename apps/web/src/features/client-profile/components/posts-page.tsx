import { LANGUAGE_TAGS, type Language } from '@petal/contract/languages';
import type { ClientPost } from '@petal/contract/writings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Dialog } from '../../../lib/dialog.tsx';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { InfiniteList } from '../../../lib/infinite-list.tsx';
import { bilingualName } from '../../../lib/localized-name.ts';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { useClientPost, useClientPostPages } from '../api/client-posts.ts';
import { isClientId, parseClientId, useClientDescribe } from '../api/describe-client.ts';
import '../client-profile.css';
import { ClientChip } from './client-heading.tsx';
import { ClientProblem } from './client-problem.tsx';
import { GuestActions } from './guest-actions.tsx';

/** A post card's usual height (photo, a few lines, the comments button). */
const POST_HEIGHT = 520;

function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[i18n.language as Language] ?? 'en', {
    dateStyle: 'medium',
  });
  return (time: number) => format.format(time);
}

/**
 * /ad-blog/:id/post-details: the client's posts, newest first, a page at a time. A post's
 * comments open over the list (`?post=ID`, so Back closes them and the address can be shared).
 */
export function PostsPage() {
  const { t, i18n } = useTranslation('profile');
  const clientId = parseClientId(useParams().id);
  const client = useClientDescribe(clientId);
  const posts = useClientPostPages(clientId, isClientId(clientId) && !client.isError);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openPost = parseClientId(params.get('post') ?? undefined);
  const name = client.data ? bilingualName(client.data, i18n.language) : null;

  const showPost = (postId: number) =>
    setParams({ post: String(postId) }, { state: { postFromList: true }, preventScrollReset: true });
  const closePost = () => {
    if ((location.state as { postFromList?: boolean } | null)?.postFromList) navigate(-1);
    else setParams({}, { replace: true, preventScrollReset: true });
  };

  return (
    <main id="main" className="page posts-page" aria-labelledby="posts-title">
      <h1 id="posts-title">{name ? t('posts.title', { name }) : t('posts.titleUnnamed')}</h1>
      {client.data && <ClientChip client={client.data} />}
      {client.isError || !isClientId(clientId) ? (
        <ClientProblem error={client.error} onRetry={() => void client.refetch()} />
      ) : (
        <InfiniteList
          id="client-posts"
          label={t('posts.label')}
          query={posts}
          itemKey={(post) => post.post_id}
          renderItem={(post, index) => <PostCard post={post} eager={index === 0} onOpen={showPost} />}
          estimateSize={POST_HEIGHT}
          skeletonRows={2}
          emptyMessage={t('posts.empty')}
        />
      )}
      <PostSheet postId={isClientId(openPost) ? openPost : null} onClose={closePost} />
    </main>
  );
}

function PostCard({
  post,
  eager,
  onOpen,
}: {
  post: ClientPost;
  eager: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('profile');
  const date = useDateFormat();
  return (
    <article className="post-card" aria-labelledby={`post-${post.post_id}-date`}>
      <h2 id={`post-${post.post_id}-date`} className="post-date">
        <time dateTime={new Date(post.created_at).toISOString()}>{date(post.created_at)}</time>
      </h2>
      {post.photo && (
        <ResponsivePhoto
          className="post-photo"
          photo={post.photo}
          alt={t('posts.photo')}
          sizes="(max-width: 480px) 100vw, 448px"
          eager={eager}
        />
      )}
      <p className="post-body">{post.body}</p>
      <button type="button" className="link-button post-comments-button" onClick={() => onOpen(post.post_id)}>
        {t('posts.comments', { count: post.comment_count })}
      </button>
    </article>
  );
}

/** One post with its comments, over the list. */
function PostSheet({ postId, onClose }: { postId: number | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={postId !== null} onDismiss={onClose} labelledBy={titleId} className="post-sheet">
      {postId !== null && <PostSheetContent postId={postId} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function PostSheetContent({
  postId,
  titleId,
  onClose,
}: {
  postId: number;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const date = useDateFormat();
  const post = useClientPost(postId);
  return (
    <div className="post-sheet-body">
      <div className="post-sheet-bar">
        <h2 id={titleId}>{t('posts.sheetTitle')}</h2>
        <button type="button" className="photo-viewer-close post-sheet-close" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t('posts.close')}</span>
        </button>
      </div>
      {post.isPending ? (
        <div className="skeleton-row" role="status" aria-label={t('common:common.loading')} />
      ) : post.isError ? (
        <ErrorNotice error={post.error} onRetry={() => void post.refetch()} />
      ) : (
        <>
          <p className="post-date">
            {bilingualName(post.data.client, i18n.language)} ·{' '}
            <time dateTime={new Date(post.data.created_at).toISOString()}>{date(post.data.created_at)}</time>
          </p>
          {post.data.photo && (
            <ResponsivePhoto
              className="post-photo"
              photo={post.data.photo}
              alt={t('posts.photo')}
              sizes="448px"
            />
          )}
          <p className="post-body">{post.data.body}</p>
          <h3 className="post-comments-title">{t('posts.comments', { count: post.data.comments.length })}</h3>
          {post.data.comments.length === 0 ? (
            <p className="empty-note">{t('posts.noComments')}</p>
          ) : (
            <ul className="post-comments">
              {post.data.comments.map((comment) => (
                <li key={comment.comment_id}>
                  <p className="post-comment-author">
                    {i18n.language === 'zh' ? comment.author.zh_name : comment.author.en_name}
                    <time dateTime={new Date(comment.created_at).toISOString()}>
                      {date(comment.created_at)}
                    </time>
                  </p>
                  <p className="post-comment-body">{comment.body}</p>
                </li>
              ))}
            </ul>
          )}
          <GuestActions actions={['comment']} />
        </>
      )}
    </div>
  );
}
