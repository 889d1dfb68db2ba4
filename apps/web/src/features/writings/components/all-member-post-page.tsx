import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useClientName } from '../api/describe-client.ts';
import { useMemberPostPages } from '../api/find-member-posts.ts';
import { parseId } from '../writings-format.ts';
import { MemberPostList } from './writing-lists.tsx';

/** /all-member-post: members' posts, newest first; with ?client=ID those about that client. */
export function AllMemberPostPage() {
  const { t } = useTranslation('writings');
  const [params] = useSearchParams();
  const clientId = parseId(params.get('client')) ?? undefined;
  const query = useMemberPostPages(clientId);
  const name = useClientName(clientId, query.data?.pages[0]?.items[0]?.client, query.isSuccess);

  return (
    <main id="main" className="page writings-page" aria-labelledby="all-posts-title">
      <h1 id="all-posts-title">{name ? t('allPosts.titleForClient', { name }) : t('allPosts.title')}</h1>
      {clientId !== undefined && (
        <p className="see-all-row">
          <Link className="see-all" to="/all-member-post">
            {t('allPosts.everyone')}
          </Link>
        </p>
      )}
      <MemberPostList
        id="all-posts"
        label={t('allPosts.title')}
        query={query}
        emptyMessage={t(clientId === undefined ? 'empty.posts' : 'empty.clientPosts')}
        showClient={clientId === undefined}
      />
    </main>
  );
}
