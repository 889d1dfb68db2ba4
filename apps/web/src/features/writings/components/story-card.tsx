import type { Story } from '@petal/contract/writings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { languageTag } from '../writings-format.ts';
import { ClientLink, DateText } from './parts.tsx';

/** A story card's usual height, for the virtualised list's first layout. */
export const STORY_CARD_HEIGHT = 176;

/**
 * A story in a list: photo, title (leading to the story), the start of its text, the client
 * who wrote it (leading to the profile), views, comments and the day.
 */
export function StoryCard({
  story,
  showClient = true,
  headingLevel = 2,
}: {
  story: Story;
  /** False where the page already names the client (its profile, its own list). */
  showClient?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('writings');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = languageTag(story.language);
  return (
    <article className="writing-card story-card">
      <span className="story-card-photo">
        {story.photo ? (
          <ResponsivePhoto photo={story.photo} alt="" sizes="104px" />
        ) : (
          <span className="photo-missing" aria-hidden="true">
            ✿
          </span>
        )}
      </span>
      <div className="writing-card-body">
        <Heading className="writing-card-title" lang={lang}>
          <Link className="stretched-link" to={`/story-detail/${story.story_id}`}>
            {story.title}
          </Link>
        </Heading>
        <p className="excerpt clamp-2" lang={lang}>
          {story.body}
        </p>
        {showClient && <ClientLink client={story.client} />}
        <p className="writing-meta">
          <span>{t('meta.views', { count: story.views })}</span>
          <span>{t('meta.comments', { count: story.comment_count })}</span>
          <DateText epochMs={story.created_at} />
        </p>
      </div>
    </article>
  );
}
