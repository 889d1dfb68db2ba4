import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { useStory } from '../api/describe-story.ts';
import { languageTag, parseId } from '../writings-format.ts';
import { CommentList } from './comment-list.tsx';
import { DetailPage } from './detail-page.tsx';
import { ClientLink, DateText } from './parts.tsx';

/** /story-detail/:id: a story in full, its client, views, day and comments. */
export function StoryDetailPage() {
  const { t } = useTranslation('writings');
  const storyId = parseId(useParams().id);
  const query = useStory(storyId);
  return (
    <DetailPage kind="story" titleId="story-title" validId={storyId !== null} query={query} withPhoto>
      {(story) => {
        const lang = languageTag(story.language);
        return (
          <article className="writing-detail">
            {story.photo && (
              <ResponsivePhoto
                className="detail-photo"
                photo={story.photo}
                alt={t('story.photoAlt', { title: story.title })}
                sizes="(max-width: 480px) 100vw, 480px"
                eager
              />
            )}
            <h1 id="story-title" lang={lang}>
              {story.title}
            </h1>
            <div className="detail-byline">
              <ClientLink client={story.client} />
            </div>
            <p className="writing-meta">
              <span>{t('meta.views', { count: story.views })}</span>
              <DateText epochMs={story.created_at} />
            </p>
            <p className="writing-body" lang={lang}>
              {story.body}
            </p>
            <CommentList comments={story.comments} />
          </article>
        );
      }}
    </DetailPage>
  );
}
